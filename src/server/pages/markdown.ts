import "server-only";
import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";
import { localePath, type Locale } from "@/lib/locale-path";
import { isPagePath } from "@/lib/route-manifest.mjs";
import { safeHttpUrl } from "@/lib/safe-url";
import { mediaIdFromPath } from "@/server/workspace/images";

/*
 * Markdown to HTML on the server (decision 0070): markdown-it reads CommonMark with tables and
 * raw HTML, then sanitize-html keeps only what a page's text needs. Raw HTML is read rather than
 * escaped so that a pasted <script> or onerror goes altogether instead of showing as text.
 */
const markdown = new MarkdownIt({ html: true, linkify: true, typographer: false });
// Every link target goes through the sanitizer's rule below, so a refused link loses its target
// and keeps its words (markdown-it alone would show "[words](javascript:...)" as text).
markdown.validateLink = () => true;

/** The page's own title is its one h1: headings in the text start at h2. */
const HEADING = { h1: "h2", h5: "h4", h6: "h4" } as const;

/** What the sanitizer keeps; this site's page links go in the page's language (decision 0040). */
const sanitizeOptions = (locale: Locale): sanitizeHtml.IOptions => ({
  allowedTags: [
    ...["h2", "h3", "h4", "p", "br", "hr", "blockquote", "pre", "code", "strong", "em", "del"],
    ...["ul", "ol", "li", "a", "img", "table", "thead", "tbody", "tr", "th", "td"],
  ],
  allowedAttributes: {
    a: ["href", "rel"],
    img: ["src", "alt", "loading"],
    ol: ["start"],
    table: ["tabindex"],
  },
  allowedSchemes: ["http", "https"],
  allowProtocolRelative: false,
  // script, style and the like go with their content.
  disallowedTagsMode: "discard",
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
  transformTags: {
    ...Object.fromEntries(
      Object.entries(HEADING).map(([from, to]) => [from, sanitizeHtml.simpleTransform(to, {})]),
    ),
    // A wide table scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
    table: () => ({ tagName: "table", attribs: { tabindex: "0" } }),
    // Links as the other content links (safe-url.ts): this site's paths, or http(s) to other sites.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = safeHttpUrl(attribs.href);
      if (href === null) return { tagName: "span", attribs: {} };
      if (!href.startsWith("/")) return { tagName, attribs: { href, rel: "noopener noreferrer" } };
      return { tagName, attribs: { href: isPagePath(href) ? localePath(href, locale) : href } };
    },
    // Pictures only from the workspace's uploads (media_images): no other host sees the reader.
    img: (tagName, attribs): sanitizeHtml.Tag => {
      const src = attribs.src ?? "";
      if (mediaIdFromPath(src) === null) return { tagName, attribs: {} };
      return { tagName, attribs: { src, alt: attribs.alt ?? "", loading: "lazy" } };
    },
  },
});

/** A page's Markdown as sanitized HTML in its language, ready for dangerouslySetInnerHTML. */
export function renderMarkdown(text: string, locale: Locale = "en"): string {
  return sanitizeHtml(markdown.render(text), sanitizeOptions(locale));
}

/** The page's text without its markup, for search, descriptions and Open Graph. */
export function plainText(text: string): string {
  const html = markdown.render(text);
  // sanitize-html returns HTML: its text escapes &, <, > and " (only these), undone here, & last.
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ")
    .trim();
}
