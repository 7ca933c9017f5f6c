import "server-only";
import { asc, between, max } from "drizzle-orm";
import { documentHref, libraryClassHref, librarySubjectHref } from "@/lib/library-urls";
import type { SitemapEntry } from "@/lib/sitemap";
import type { Database } from "@/server/db/client";
import { libraryDocuments } from "@/server/db/schema";
import { absoluteUrl } from "@/server/seo/site-url";
import { DOCUMENT_ADDRESS } from "./queries";

const newer = (a: Date | undefined, b: Date) => (a && a > b ? a : b);

/**
 * The library's screens that have documents (decision 0090): each kind and class's subjects and
 * each subject's list, with the newest change of its documents as lastmod; one row per subject,
 * never a row per document. The filter and page addresses are left out: they list what these list.
 */
export async function libraryListEntries(db: Database): Promise<SitemapEntry[]> {
  const { kind, class: classSlug, subject, updatedAt } = libraryDocuments;
  const rows = await db
    .select({ kind, class: classSlug, subject, changedAt: max(updatedAt) })
    .from(libraryDocuments)
    .groupBy(kind, classSlug, subject)
    .orderBy(asc(kind), asc(classSlug), asc(subject));
  const lists = new Map<string, Date>();
  for (const row of rows) {
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
