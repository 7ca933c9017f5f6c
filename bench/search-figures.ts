/**
 * The site search on the benchmark's catalogue (decision 0055): the first results of a subject,
 * one list of it, a page 10 "Next page" links deep (the last page where the list is shorter, as
 * the demo catalogue's eight pages), a class and subject, an Urdu query and a
 * word that matches nothing (the substring fallback), each rendered for every request.
 */

/** How deep the deep page is: "Next page" followed this many times. */
export const SEARCH_DEPTH = 10;

export const SEARCH_PATHS = [
  "/search?q=physics",
  "/search?q=physics&in=lectures",
  "/search?q=2nd+year+physics&in=lectures",
  `/ur/search?q=${encodeURIComponent("نویں جماعت طبیعیات")}`,
  "/search?q=qwxzvbn",
] as const;

const NEXT_LINK = /<a\b[^>]*\brel="next"[^>]*>/;
const HREF = /\bhref="(\/search\?[^"]*)"/;

/**
 * The page reached by following "Next page" up to `depth` times from `path` (decoded from the
 * HTML); the last page when the list ends sooner. A first page without "Next page" is an error.
 */
export async function deepSearchPath(origin: string, path: string, depth: number): Promise<string> {
  let current = path;
  for (let i = 0; i < depth; i += 1) {
    const response = await fetch(origin + current);
    const html = await response.text();
    const next = HREF.exec(NEXT_LINK.exec(html)?.[0] ?? "")?.[1];
    if (!next && i > 0 && response.ok) return current;
    if (!next) throw new Error(`no page after ${current} (status ${response.status})`);
    current = next.replace(/&amp;/g, "&");
  }
  return current;
}
