import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  jobSearchDocuments,
  jobs,
  lectureSearchDocuments,
  lectures,
  updateSearchDocuments,
  updates,
} from "@/server/db/schema";

type Documents = typeof lectureSearchDocuments;

/** The rows whose stored document matches a tsquery, through its GIN index (decision 0055). */
function matching(id: AnyPgColumn, documents: Documents, query: SQL): SQL {
  return sql`${id} IN (SELECT ${documents.id} FROM ${documents} WHERE ${documents.document} @@ (${query}))`;
}

export const lectureMatches = (query: SQL) => matching(lectures.id, lectureSearchDocuments, query);
export const updateMatches = (query: SQL) => matching(updates.id, updateSearchDocuments, query);
export const jobMatches = (query: SQL) => matching(jobs.id, jobSearchDocuments, query);
