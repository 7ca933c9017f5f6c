import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { createdAt, id, tsvector, updatedAt } from "./columns";

/* ---------- the site's own pages and guides, and what visitors send through /contact-us ---------- */

/*
 * A page editors write in Markdown for one menu or footer destination in one language (decision
 * 0070). Removing a page keeps its row with `removed_at` set, so its address answers a 404 that
 * says so, and writing it again brings its history back.
 */
export const sitePages = pgTable(
  "site_pages",
  {
    id: id(),
    path: text("path").notNull(),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // What /search matches (decision 0055's folding and word forms), kept by PostgreSQL itself.
    document: tsvector("document")
      .notNull()
      .generatedAlwaysAs(sql`search_document("title" || ' ' || "body")`),
  },
  (t) => [
    unique("site_pages_path_locale_key").on(t.path, t.locale),
    index("site_pages_document_idx").using("gin", t.document),
    check("site_pages_locale", sql`${t.locale} IN ('en', 'ur')`),
  ],
);

/* Every saved text of a page, newest last: the history an editor restores from in one step. */
export const sitePageVersions = pgTable(
  "site_page_versions",
  {
    id: id(),
    pageId: integer("page_id")
      .notNull()
      .references(() => sitePages.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    body: text("body").notNull(),
    // Kept apart from the account, as the audit log keeps it: the account may go.
    savedBy: text("saved_by"),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("site_page_versions_page_idx").on(t.pageId, t.id.desc())],
);

/* A message sent through /contact-us, until an admin archives it (the privacy policy says so). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    topic: text("topic").notNull(),
    message: text("message").notNull(),
    locale: text("locale").notNull(),
    status: text("status").notNull().default("new"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("contact_messages_status", sql`${t.status} IN ('new', 'read', 'answered', 'archived')`),
    index("contact_messages_status_idx").on(t.status, t.id.desc()),
  ],
);
