import "server-only";
import { asc } from "drizzle-orm";
import { documentHref, libraryClassHref, librarySubjectHref } from "@/lib/library-urls";
import type { SitemapEntry } from "@/lib/sitemap";
import type { Database } from "@/server/db/client";
import { libraryDocuments } from "@/server/db/schema";
import { absoluteUrl } from "@/server/seo/site-url";
import { DOCUMENT_ADDRESS } from "./queries";

const newer = (a: Date | undefined, b: Date) => (a && a > b ? a : b);

/**
 * The library's screens that have documents (decision 0090): each kind and class's subjects,
 * each subject's list, and every document, with its newest change as lastmod. The filter and
 * page addresses are left out: they list what these list.
 */
export async function librarySitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const rows = await db
    .select({
      ...DOCUMENT_ADDRESS,
      updatedAt: libraryDocuments.updatedAt,
    })
    .from(libraryDocuments)
    .orderBy(
      asc(libraryDocuments.kind),
      asc(libraryDocuments.class),
      asc(libraryDocuments.subject),
      asc(libraryDocuments.id),
    );
  const lists = new Map<string, Date>();
  const documents: SitemapEntry[] = [];
  for (const row of rows) {
    for (const path of [libraryClassHref(row.kind, row.class), librarySubjectHref(row)])
      lists.set(path, newer(lists.get(path), row.updatedAt));
    documents.push({ loc: absoluteUrl(documentHref(row)), lastmod: row.updatedAt });
  }
  return [
    ...[...lists].map(([path, lastmod]) => ({ loc: absoluteUrl(path), lastmod })),
    ...documents,
  ];
}
