import "server-only";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Locale } from "@/lib/locale-path";
import { feedGroups, understandQuery } from "@/lib/search-query";
import { normaliseSearchQuery } from "@/lib/search-terms";
import { getDb, type Database } from "@/server/db/client";
import { sitePages } from "@/server/db/schema";
import { readOrFallback } from "@/server/safe-read";
import { tsQuery } from "./lists";

/** Pages shown on the first page of results: the site has a few dozen at most. */
export const PAGE_RESULTS = 5;

export type PageHit = { path: string; title: string };

/**
 * The written pages in the page's language whose title and text hold every part of the query,
 * as an update's would (decision 0055), by address; throws on a database error.
 */
export async function readPageHits(
  db: Database,
  rawQuery: string,
  locale: Locale,
  limit = PAGE_RESULTS,
): Promise<PageHit[]> {
  const query = tsQuery(feedGroups(understandQuery(normaliseSearchQuery(rawQuery))));
  if (query === null) return [];
  return db
    .select({ path: sitePages.path, title: sitePages.title })
    .from(sitePages)
    .where(
      and(
        sql`${sitePages.document} @@ (${query})`,
        eq(sitePages.locale, locale),
        isNull(sitePages.removedAt),
      ),
    )
    .orderBy(asc(sitePages.path))
    .limit(limit);
}

/** The same, none on a database error (spec section 8). */
export function searchPages(rawQuery: string, locale: Locale): Promise<PageHit[]> {
  return readOrFallback(
    "page search",
    async () => readPageHits(await getDb(), rawQuery, locale),
    [],
  );
}
