import { createTranslator } from "use-intl/core";
import { escapeHtml } from "../../lib/escape-html";
import en from "../../../messages/en.json";
import ur from "../../../messages/ur.json";

// No `import "server-only"`: Better Auth's configuration (and so its CLI) reaches this file.

export type Locale = "en" | "ur";

export function mailLocale(value: unknown): Locale {
  return value === "ur" ? "ur" : "en";
}

/** The "Mail" messages of a language, for the mails' words. */
export function mailWords(locale: Locale) {
  return createTranslator({ locale, messages: locale === "ur" ? ur : en, namespace: "Mail" });
}

export type MailContent = {
  subject: string;
  paragraphs: string[];
  /** The one thing the mail asks for: a button in HTML, the address on its own line in text. */
  action?: { label: string; url: string };
  /** Links listed under the paragraphs (a newsletter's updates and lectures). */
  links?: string[];
  /** Small print under the rest (why this mail came, how to stop it). */
  footer?: string[];
  /** A link in the small print (a newsletter's unsubscribe link). */
  footerLink?: { label: string; url: string };
};

export type ComposedMail = { subject: string; text: string; html: string };

const FONT = "font-family:'Noto Sans',Arial,sans-serif;";

/**
 * A mail in both parts: plain text (read by every client, and by filters) and simple HTML with
 * inline styles only. No remote images or fonts: a mail client fetching them tells the sender
 * who read it, and many block them anyway. Urdu mails read right to left.
 */
export function composeMail(locale: Locale, content: MailContent): ComposedMail {
  const t = mailWords(locale);
  const { subject, paragraphs, action, links = [], footer = [], footerLink } = content;
  const text = [
    ...paragraphs,
    ...(links.length > 0 ? [links.join("\n")] : []),
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    t("signature"),
    ...(footer.length > 0 || footerLink ? ["--", ...footer] : []),
    ...(footerLink ? [`${footerLink.label}:\n${footerLink.url}`] : []),
  ].join("\n\n");

  const dir = locale === "ur" ? "rtl" : "ltr";
  const paragraph = (words: string) =>
    `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(words)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:14px;color:#475569">${escapeHtml(t("linkFallback"))}<br><a href="${escapeHtml(action.url)}" dir="ltr" style="color:#1d4ed8;word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : "";
  const link = (url: string, label = url) =>
    `<a href="${escapeHtml(url)}" style="color:#1d4ed8;word-break:break-all">${escapeHtml(label)}</a>`;
  const list = links.length
    ? `<ul style="margin:0 0 16px;padding-inline-start:20px;line-height:1.6">${links.map((url) => `<li dir="ltr">${link(url)}</li>`).join("")}</ul>`
    : "";
  const smallLine = (words: string) =>
    `<p style="margin:0 0 8px;font-size:13px;color:#64748b">${words}</p>`;
  const small =
    footer.map((line) => smallLine(escapeHtml(line))).join("") +
    (footerLink ? smallLine(link(footerLink.url, footerLink.label)) : "");
  const html = `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head><body style="margin:0;padding:16px;background:#f1f5f9;color:#0f172a;${FONT}"><div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:24px"><p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#1e3a8a">${escapeHtml(t("brand"))}</p>${paragraphs.map(paragraph).join("")}${list}${button}${paragraph(t("signature"))}${small ? `<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0 16px">${small}` : ""}</div></body></html>`;
  return { subject, text, html };
}
