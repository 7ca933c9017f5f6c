import { foldSearchText } from "./search-fold";

/** Longest query we look at; anything longer is cut, never rejected. */
export const MAX_QUERY_LENGTH = 200;
/** Most words one search combines. */
export const MAX_TERMS = 8;

/**
 * The query as we search for it: control characters (NUL among them, which PostgreSQL refuses in
 * text) turned into spaces, spaces collapsed, trimmed, at most MAX_QUERY_LENGTH characters.
 */
export function normaliseSearchQuery(raw: string): string {
  return Array.from(raw.replace(/[\s\p{Cc}]+/gu, " ").trim())
    .slice(0, MAX_QUERY_LENGTH)
    .join("")
    .trim();
}

/**
 * The distinct words of a query, folded (Urdu letter variants, decision 0055) and lower-cased:
 * runs of letters, marks and digits in any script.
 */
export function searchTerms(query: string): string[] {
  const words =
    foldSearchText(query)
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/**
 * to_tsquery text that asks for every word as a prefix ("phys" finds physics), or null when the
 * query has no words. Words hold only letters, marks and digits, so user input can never add a
 * tsquery operator; the text still goes to the database as a bound parameter.
 */
export function prefixTsQuery(terms: readonly string[]): string | null {
  return terms.length === 0 ? null : terms.map((term) => `${term}:*`).join(" & ");
}

/** An ILIKE pattern that finds the query anywhere, with LIKE's own wildcards escaped. */
export function containsPattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
