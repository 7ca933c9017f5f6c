import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { bytea, createdAt, id, tsvector, updatedAt } from "./columns";

/* ---------- the study library (decision 0075) ---------- */

/*
 * A document: a book, chapter notes, a paper scheme or a past paper, with the fields students
 * filter by. `version` (the first 64 bits of the PDF's SHA-256) is in every file's URL, so a
 * replaced document gets new URLs and the old ones may be kept a year. Listings are newest first
 * by id (the cursor), within a kind, class and subject.
 */
export const libraryDocuments = pgTable(
  "library_documents",
  {
    id: id(),
    kind: text("kind").notNull(),
    class: text("class").notNull(),
    subject: text("subject").notNull(),
    chapter: integer("chapter"),
    board: text("board"),
    year: integer("year"),
    group: text("group"),
    part: text("part"),
    paper: text("paper"),
    exam: text("exam"),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    pages: integer("pages").notNull(),
    size: integer("size").notNull(),
    version: text("version").notNull(),
    demo: boolean("demo").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("library_documents_listing_idx").on(t.kind, t.class, t.subject, t.id.desc()),
    // The sitemap's lists: each subject and its newest change, one index step each (decision 0027).
    index("library_documents_places_idx").on(t.kind, t.class, t.subject, t.updatedAt),
    index("library_documents_papers_idx")
      .on(t.kind, t.class, t.subject, t.board, t.year.desc(), t.id.desc())
      .where(sql`${t.kind} = 'past-papers'`),
  ],
);

/* The original PDF, apart so that listings never touch its bytes. */
export const libraryFiles = pgTable("library_files", {
  documentId: integer("document_id")
    .primaryKey()
    .references(() => libraryDocuments.id, { onDelete: "cascade" }),
  pdf: bytea("pdf").notNull(),
});

/*
 * Each page made once at upload: a WebP about 720 px wide for phones, a larger one for zoom, a
 * thumbnail, and the page's text (for screen readers and search). In the database like the
 * workspace's pictures, so every server reads the same and backups carry them.
 */
export const libraryPages = pgTable(
  "library_pages",
  {
    documentId: integer("document_id")
      .notNull()
      .references(() => libraryDocuments.id, { onDelete: "cascade" }),
    page: integer("page").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    phone: bytea("phone").notNull(),
    zoom: bytea("zoom").notNull(),
    thumb: bytea("thumb").notNull(),
    text: text("text").notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.page] })],
);

/*
 * Each document's full-text document for /search (decision 0090): search_document() of its
 * fields' names in English and Urdu and its pages' text. Written with the document in the same
 * transaction (the text is in its pages, written after the row), removed with it.
 */
export const librarySearchDocuments = pgTable(
  "library_search_documents",
  {
    documentId: integer("document_id")
      .primaryKey()
      .references(() => libraryDocuments.id, { onDelete: "cascade" }),
    document: tsvector("document").notNull(),
  },
  (t) => [index("library_search_documents_idx").using("gin", t.document)],
);
