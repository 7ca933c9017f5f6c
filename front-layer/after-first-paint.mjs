// @ts-check

/** Where Next.js's chunks are, and one as it writes it: `<script src="…" async="" nonce="…">`,
 * the nonce before or after. */
const CHUNKS = "/_next/static/chunks/";
const CHUNK_SCRIPT =
  /<script src="\/_next\/static\/chunks\/([\w-]+)\.js"(?= async=""| nonce="[^"]*" async="")(?: async=""| nonce="[^"]*"){1,2}><\/script>/g;
/** Next.js's early request for a chunk it writes as a script further down. */
const CHUNK_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/([\w-]+)\.js"(?: nonce="[^"]*")?\/>/g;

/**
 * The script that asks for the chunks `names` once the page has painted its first screen: a
 * frame's callback runs before that frame is drawn, a task queued from it after; a page with a
 * main picture (`fetchpriority="high"`, the home's banner) waits for that picture first. A page
 * opened behind another tab draws no frame: its scripts come when it is shown. `async` is written
 * as Next.js writes it, for React to know the scripts it would otherwise add again.
 * @param {string[]} names
 */
const loader = (names) =>
  `{const g=()=>${JSON.stringify(names)}.map(n=>document.head.append(Object.assign(document.createElement("script"),{src:"${CHUNKS}"+n+".js",async:1}))),f=()=>requestAnimationFrame(()=>setTimeout(g)),i=document.querySelector("img[fetchpriority=high]");i&&!i.complete?i.onload=i.onerror=f:f()}`;

/**
 * The page's own scripts are asked for once its first screen is drawn (decision 0112): a
 * phone that has them cached, or a fast link that brings them before the HTML is read, would
 * otherwise run the framework before it paints, and its data shares the link with the page's
 * pictures. The scripts Next.js writes, and its early requests for them, give way to one inline
 * script at the end of the body (before its stylesheet), which carries `nonce` for the page's
 * policy to name its hash.
 * A page without them is returned as it is.
 * @param {string} html @param {string} nonce
 */
export function scriptsAfterFirstPaint(html, nonce) {
  const names = new Set([...html.matchAll(CHUNK_SCRIPT)].map(([, name = ""]) => name));
  const end = html.lastIndexOf("</body>");
  if (names.size === 0 || end === -1) return html;
  // Before the stylesheet at the body's end (critical-css.mjs): a script after it would wait for it.
  const sheet = html.lastIndexOf('<link rel="stylesheet"', end);
  const at = sheet > html.indexOf("<body") ? sheet : end;
  const script = `<script nonce="${nonce}">${loader([...names])}</script>`;
  const body = `${html.slice(0, at)}${script}${html.slice(at)}`;
  return body
    .replace(CHUNK_SCRIPT, "")
    .replace(CHUNK_PRELOAD, (link, name) => (names.has(name) ? "" : link));
}
