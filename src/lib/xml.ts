// Characters XML 1.0 cannot hold at all (most control characters, lone surrogates, U+FFFE/FFFF):
// stored content with one of them must not make a feed or sitemap unreadable.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
// Most text (every address of a sitemap) needs no change: one test spares six replacements.
const NEEDS_CHANGE = new RegExp(`[&<>"']|${NOT_XML.source}`, "u");

/** Text for an XML element or a double-quoted attribute. */
export function escapeXml(text: string): string {
  if (!NEEDS_CHANGE.test(text)) return text;
  return text
    .replace(NOT_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** `<name>text</name>`, escaped. */
export function xmlElement(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
