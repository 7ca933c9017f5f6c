import { pagedHref, type PageLink } from "@/lib/feed-paging";
import type { SearchListName } from "@/server/search/queries";

/** The query parameter that names one list of results (the route manifest's `search`). */
export const SEARCH_LIST_PARAM = "in";

/** A page of results: all lists, or one list (`?in=lectures`) at a cursor. */
export function searchHref(
  query: string,
  list: SearchListName | null = null,
  link: PageLink<string> | null = null,
): string {
  return pagedHref("/search", { q: query, [SEARCH_LIST_PARAM]: list }, link);
}
