/*
 * How a page's sanitized Markdown reads: the site's own type, no typography plugin. The HTML
 * comes from renderMarkdown (server/pages/markdown.ts) only, never straight from an editor.
 */
const TEXT_CLASS = [
  "max-w-none break-words text-slate-800 leading-relaxed",
  "[&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900",
  "[&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_h4]:mt-4 [&_h4]:font-semibold [&_p]:mt-3 [&_blockquote]:mt-3 [&_blockquote]:border-s-4",
  "[&_blockquote]:border-slate-300 [&_blockquote]:ps-4 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:ps-6",
  "[&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:mt-1 [&_a]:text-brand-700 [&_a]:underline",
  "[&_img]:mt-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md [&_hr]:my-6",
  "[&_table]:mt-4 [&_table]:block [&_table]:overflow-x-auto [&_table]:text-sm [&_table]:focus-visible:outline-2",
  "[&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:p-2 [&_th]:text-start",
  "[&_td]:border [&_td]:border-slate-300 [&_td]:p-2 [&_td]:align-top",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_pre]:mt-3 [&_pre]:overflow-x-auto",
].join(" ");

/** A page's text as rendered on the server (the site's page and the workspace's preview). */
export function PageText({ html, id }: { html: string; id?: string }) {
  return (
    <div
      id={id}
      data-page-text=""
      className={TEXT_CLASS}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
