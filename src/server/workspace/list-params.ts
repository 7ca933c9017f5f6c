import { normaliseSearchQuery, prefixTsQuery, searchTerms } from "@/lib/search-terms";

/** Rows per page of every workspace list. */
export const PAGE_SIZE = 50;

export type Page<T> = { rows: T[]; next: string | null };

export type SearchParams = Record<string, string | string[] | undefined>;

/** A row id from a URL segment ("12"), or null when it cannot be one (the page answers 404). */
export function parseRowId(raw: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** A list's `after` cursor as a row id; undefined on its first page, and for a value that is none. */
export function afterRowId(params: { after?: string }): number | undefined {
  return parseRowId(params.after ?? "") ?? undefined;
}

/** One parameter the route manifest lets the page read (readSearchParams), "" when missing. */
export function param<P extends Record<string, string | undefined>>(
  params: P,
  name: keyof P & string,
): string {
  return params[name] ?? "";
}

/** The search box's text, as the public search cleans it, and its full-text query (or null). */
export function searchText(raw: string): { text: string; tsQuery: string | null } {
  const text = normaliseSearchQuery(raw);
  return { text, tsQuery: prefixTsQuery(searchTerms(text)) };
}

/**
 * Takes one row more than a page to know whether another page follows; `cursorOf` gives the
 * cursor of the last row shown.
 */
export function toPage<T>(rows: T[], cursorOf: (row: T) => string): Page<T> {
  if (rows.length <= PAGE_SIZE) return { rows, next: null };
  const shown = rows.slice(0, PAGE_SIZE);
  return { rows: shown, next: cursorOf(shown[shown.length - 1]!) };
}
