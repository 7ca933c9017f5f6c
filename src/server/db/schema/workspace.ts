import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, bytea } from "./columns";
import { user } from "./accounts";

/* ---------- editors' workspace ---------- */

/*
 * Who changed what and when, with the values before and after; written in the transaction of the
 * change itself. Newest first by id; the two filters (person, kind) have their own indexes.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    // Null for changes made by the server itself (ADMIN_EMAILS, npm run admin); kept when the
    // account goes. Name and address apart: a name is chosen by its owner, an address is not
    // (decision 0025, amendment of 2026-11-24).
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    actorName: text("actor_name"),
    actorEmail: text("actor_email"),
    // How a change came when not through a workspace form: "upload", "setting", "command".
    source: text("source"),
    // The bulk upload's file, on its own entry and on the entry of each row it wrote.
    fileName: text("file_name"),
    kind: text("kind").notNull(),
    action: text("action").notNull(),
    subjectId: text("subject_id"),
    summary: text("summary").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [
    index("audit_log_actor_idx").on(t.actorId, t.id.desc()),
    index("audit_log_kind_idx").on(t.kind, t.id.desc()),
  ],
);

/*
 * Pictures uploaded in the workspace, re-encoded to WebP (the original is never kept). Named by
 * the hash of their bytes, so every server reads the same row and a URL never changes content.
 */
export const mediaImages = pgTable("media_images", {
  id: text("id").primaryKey(),
  webp: bytea("webp").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  createdAt: createdAt(),
});

/*
 * Share pictures (1200 x 630 JPEG, which messaging apps show) made from an update's own picture
 * the first time one is asked for, and kept: the key names what each was made from, so every
 * server reads the same row and a picture is made once (decision 0054).
 */
export const shareImages = pgTable("share_images", {
  key: text("key").primaryKey(),
  jpeg: bytea("jpeg").notNull(),
  createdAt: createdAt(),
});

/* A bulk upload between its dry run and the editor's confirmation; any server can finish it. */
export const importDrafts = pgTable("import_drafts", {
  id: text("id").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  fileName: text("file_name").notNull(),
  content: text("content").notNull(),
  createdAt: createdAt(),
});
