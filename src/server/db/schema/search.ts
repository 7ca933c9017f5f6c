import { index, integer, pgTable } from "drizzle-orm/pg-core";
import { tsvector } from "./columns";

/* ---------- search documents ---------- */

/*
 * The full-text document of every lecture, update and job, for /search and the workspace's lists
 * (decision 0055): search_document() (migration 0009) folds Urdu letter variants and joins the
 * 'english' configuration (word forms: "newtons" finds "Newton's") with the 'simple' one (every
 * word as written, any script). Kept by statement triggers on the content tables, whichever
 * program writes them; stored, because computing it again for each matching row (what an index
 * on the expression does to check its matches) costs 0.1 ms a row on PGlite.
 */
function searchDocuments(name: string, idColumn: string) {
  return pgTable(
    name,
    { id: integer(idColumn).primaryKey(), document: tsvector("document").notNull() },
    (t) => [index(`${name}_idx`).using("gin", t.document)],
  );
}

export const lectureSearchDocuments = searchDocuments("lecture_search_documents", "lecture_id");
export const updateSearchDocuments = searchDocuments("update_search_documents", "update_id");
export const jobSearchDocuments = searchDocuments("job_search_documents", "job_id");
