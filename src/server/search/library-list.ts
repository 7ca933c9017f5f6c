import "server-only";
import { and, asc, desc, gt, inArray, lt, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { cursorInt } from "@/lib/cursor";
import { wordGroups } from "@/lib/search-query";
import { libraryDocuments, librarySearchDocuments } from "@/server/db/schema";
import { DOCUMENT_ADDRESS } from "@/server/library/queries";
import { countUpTo, tsQuery, type SearchList } from "./lists";

/** What a result shows of a document: enough for its address, kind, place and facts. */
export const DOCUMENT_HIT = {
  ...DOCUMENT_ADDRESS,
  title: libraryDocuments.title,
  board: libraryDocuments.board,
  year: libraryDocuments.year,
  chapter: libraryDocuments.chapter,
  pages: libraryDocuments.pages,
  demo: libraryDocuments.demo,
};

export type DocumentHit = Pick<typeof libraryDocuments.$inferSelect, keyof typeof DOCUMENT_HIT>;

/**
 * The library's documents (decision 0090): of a named class and subject (their columns), and
 * containing every other word in their names, English or Urdu, or their pages' text, through
 * the GIN index of library_search_documents. Newest first, as the library lists them.
 */
export const documentList: SearchList<DocumentHit, [id: number]> = {
  match: (plan) => {
    const words = tsQuery(wordGroups(plan));
    const parts = [
      plan.classes.length > 0 ? inArray(libraryDocuments.class, plan.classes) : undefined,
      plan.subjects.length > 0 ? inArray(libraryDocuments.subject, plan.subjects) : undefined,
      words
        ? sql`${libraryDocuments.id} IN (SELECT ${librarySearchDocuments.documentId} FROM ${librarySearchDocuments} WHERE ${librarySearchDocuments.document} @@ (${words}))`
        : undefined,
    ].filter((part): part is SQL => part !== undefined);
    return parts.length > 0 ? and(...parts)! : null;
  },
  read: (db, where, order, limit) =>
    db
      .select(DOCUMENT_HIT)
      .from(libraryDocuments)
      .where(where)
      .orderBy(order === "newest" ? desc(libraryDocuments.id) : asc(libraryDocuments.id))
      .limit(limit),
  count: (db, where, cap) => countUpTo(db, libraryDocuments, where, cap),
  olderThan: ([id]) => lt(libraryDocuments.id, id),
  newerThan: ([id]) => gt(libraryDocuments.id, id),
  cursorOf: (row) => [row.id],
  cursorShape: z.tuple([cursorInt]),
};
