import "server-only";
import { escapeXml } from "@/lib/xml";
import type { Locale } from "@/lib/locale-path";

/**
 * The document of a frame for browsers without JavaScript (src/lib/no-script-frames.ts): a few
 * hundred bytes of HTML with its own small stylesheet (the site's is named by its build), never
 * kept anywhere, and not for search engines.
 */

/** Text for HTML, escaped (what people wrote, such as a name, goes through this). */
export const html = (text: string) => escapeXml(text);

const STYLE = `
html,body{margin:0;background:#fff;color:#1e293b;font:500 16px/1.4 system-ui,"Segoe UI",Roboto,"Noto Sans","Noto Naskh Arabic",sans-serif}
body{box-sizing:border-box;min-height:100vh;padding:2px;display:flex;align-items:center;gap:8px}
body.drawer,body.lecture{flex-direction:column;align-items:stretch;justify-content:center}
body.lecture{align-items:flex-start;justify-content:flex-start}
body.compact{gap:4px;font-size:14px}
body.compact a,body.compact button{padding:6px 8px}
p,ul,form{margin:0}
ul{display:flex;flex-wrap:wrap;gap:12px;padding:0;list-style:none}
a,button{font:inherit;border-radius:6px;padding:8px 12px;text-decoration:none;white-space:nowrap;cursor:pointer;text-align:center}
a{color:#065f46;display:inline-block}
a.fill{background:#065f46;color:#fff}
a.outline{border:1px solid #065f46;color:#064e3b;padding:6px 12px;font-size:14px}
a.plain{text-decoration:underline;padding:4px 0;white-space:normal}
button{border:1px solid #cbd5e1;background:#fff;color:#1e293b;width:100%}
a:focus-visible,button:focus-visible{outline:3px solid #065f46;outline-offset:2px}
.name{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;padding:0 4px}
.done{color:#065f46;font-weight:700}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
`;

export function frameDocument(locale: Locale, kind: string, title: string, body: string): string {
  const dir = locale === "ur" ? "rtl" : "ltr";
  return (
    `<!DOCTYPE html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8">` +
    `<meta name="robots" content="noindex"><title>${html(title)}</title>` +
    `<style>${STYLE.trim()}</style></head><body class="${kind}">${body}</body></html>`
  );
}

/** The answer with a frame's document: private, never kept, for this site's pages only. */
export function frameResponse(document: string, status = 200): Response {
  return new Response(document, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}
