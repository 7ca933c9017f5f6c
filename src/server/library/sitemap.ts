import "server-only";
import { asc, between, sql } from "drizzle-orm";
import { documentHref, libraryClassHref, librarySubjectHref } from "@/lib/library-urls";
import type { SitemapEntry } from "@/lib/sitemap";
import type { Database } from "@/server/db/client";
import { libraryDocuments } from "@/server/db/schema";
import { absoluteUrl } from "@/server/seo/site-url";
import { DOCUMENT_ADDRESS } from "./queries";

const newer = (a: Date | undefined, b: Date) => (a && a > b ? a : b);

/**
 * Each kind, class and subject that has documents, with its documents' newest change: a loose
 * index scan of library_documents_places_idx, two index steps per subject, so the cost follows
 * the subjects, not the documents (decision 0027).
 */
function readPlaces(db: Database) {
  const { kind, class: classSlug, subject, updatedAt } = libraryDocuments;
  const place = sql`${kind}, ${classSlug}, ${subject}`;
  const places = sql`(WITH RECURSIVE places AS (
      (SELECT ${place} FROM ${libraryDocuments} ORDER BY ${place} LIMIT 1)
      UNION ALL
      SELECT next.* FROM places, LATERAL (
        SELECT ${place} FROM ${libraryDocuments}
        WHERE (${place}) > (places.kind, places."class", places.subject)
        ORDER BY ${place} LIMIT 1) next
    ) SELECT * FROM places) places`;
  return db
    .select({
      kind: sql<string>`places.kind`,
      class: sql<string>`places."class"`,
      subject: sql<string>`places.subject`,
      changedAt: sql<Date | null>`(SELECT max(${updatedAt}) FROM ${libraryDocuments}
        WHERE (${place}) = (places.kind, places."class", places.subject))`.mapWith(updatedAt),
    })
    .from(places)
    .orderBy(sql`1, 2, 3`);
}

/**
 * The library's screens that have documents (decision 0090): each kind and class's subjects and
 * each subject's list, with the newest change of its documents as lastmod. The filter and page
 * addresses are left out: they list what these list.
 */
export async function libraryListEntries(db: Database): Promise<SitemapEntry[]> {
  const lists = new Map<string, Date>();
  for (const row of await readPlaces(db)) {
    const changedAt = row.changedAt ?? new Date(0);
    for (const path of [libraryClassHref(row.kind, row.class), librarySubjectHref(row)])
      lists.set(path, newer(lists.get(path), changedAt));
  }
  return [...lists].map(([path, lastmod]) => ({ loc: absoluteUrl(path), lastmod }));
}

/** The document pages whose ids lie in [from, to], by id, with their newest change. */
export async function libraryDocumentPages(
  db: Database,
  from: number,
  to: number,
): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ ...DOCUMENT_ADDRESS, updatedAt: libraryDocuments.updatedAt })
    .from(libraryDocuments)
    .where(between(libraryDocuments.id, from, to))
    .orderBy(asc(libraryDocuments.id));
  return rows.map((row) => ({ loc: absoluteUrl(documentHref(row)), lastmod: row.updatedAt }));
}
