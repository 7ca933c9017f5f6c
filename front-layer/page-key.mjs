// @ts-check
import { pageRoute } from "./contract.mjs";

/**
 * Where a kept page is stored, and the address it is rendered from: its path plus the query
 * parameters the page reads (contract.mjs, PAGE_ROUTES), sorted by name and written in one
 * spelling. Rendering from the key itself means the stored page can depend on nothing else, and
 * `?utm_source=…`, `?fbclid=…` or junk, or another order or encoding of the same values, find the
 * same entry (issue 21).
 * @param {string} url  the request's target, as sent ("/latest?tag=Jobs&utm_source=x")
 * @returns {{ key: string, personal: boolean, readsSession: boolean }}
 */
export function pageKey(url) {
  const mark = url.indexOf("?");
  const path = mark === -1 ? url : url.slice(0, mark);
  const route = pageRoute(path);
  const kind = { personal: route.personal === true, readsSession: route.session === true };
  if (mark === -1) return { key: path, ...kind };
  const kept = [...new URLSearchParams(url.slice(mark + 1))]
    .filter(([name]) => route.reads.includes(name))
    // Stable: repeated values of one parameter keep their order, which the page may read.
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(kept).toString();
  return { key: search ? `${path}?${search}` : path, ...kind };
}
