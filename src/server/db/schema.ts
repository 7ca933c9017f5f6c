import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  jsonb,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "../auth/limits";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const id = () => integer("id").primaryKey().generatedAlwaysAsIdentity();

/* ---------- search documents ---------- */

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

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

/* ---------- feed (spec collections featured, coaching, updates, jobs) ---------- */

export const featured = pgTable("featured", {
  id: id(),
  title: text("title").notNull().unique(),
  description: text("description").notNull(),
  link: text("link").notNull(),
});

export const coaching = pgTable("coaching", {
  id: id(),
  title: text("title").notNull().unique(),
  description: text("description").notNull(),
  link: text("link").notNull(),
});

export const updates = pgTable(
  "updates",
  {
    id: id(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    link: text("link").notNull(),
    thumbnail: text("thumbnail").notNull(),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    unique("updates_title_posted_at_key").on(t.title, t.postedAt),
    // The feed's order and its cursor (posted_at, id): one index serves every page, scanned backward.
    index("updates_posted_at_id_idx").on(t.postedAt, t.id),
    index("updates_tags_idx").using("gin", t.tags),
  ],
);

/*
 * The distinct tags of the updates with how many updates carry each, kept by a trigger on updates
 * (migration 0003), so the filter bar reads a few rows instead of unnesting every update, whichever
 * program writes the updates (importer, editors).
 */
export const updateTags = pgTable(
  "update_tags",
  {
    tag: text("tag").primaryKey(),
    updateCount: integer("update_count").notNull(),
  },
  (t) => [check("update_tags_count_not_negative", sql`${t.updateCount} >= 0`)],
);

export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description"),
    link: text("link").notNull(),
  },
  (t) => [unique("jobs_title_link_key").on(t.title, t.link)],
);

/*
 * One row that counts the imports that changed content. Servers keep rendered pages in memory and
 * drop them when this moves (decision 0009), so an import shows at once, on every server.
 */
export const contentVersion = pgTable(
  "content_version",
  {
    id: smallint("id").primaryKey().default(1),
    version: integer("version").notNull().default(0),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("content_version_single_row", sql`${t.id} = 1`)],
);

/* ---------- lectures and ratings ---------- */

export const lectures = pgTable(
  "lectures",
  {
    id: id(),
    classSlug: text("class").notNull(),
    subject: text("subject").notNull(),
    chapterNo: integer("chapter_no").notNull(),
    chapterName: text("chapter_name").notNull(),
    lectureNo: integer("lecture_no").notNull(),
    lectureName: text("lecture_name").notNull(),
    youtubeId: text("youtube_id"),
    videoUrl: text("video_url"),
    quickQuizUrl: text("quick_quiz_url"),
    lectureNotesUrl: text("lecture_notes_url"),
    /** Seconds, when the content says (import); the progress store then ignores reported ones. */
    durationSeconds: doublePrecision("duration_seconds"),
    // When the lecture was first published and last changed: the video's upload date in search
    // results and the sitemap's lastmod.
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("lectures_natural_key").on(t.classSlug, t.subject, t.chapterNo, t.lectureNo),
    // Spec's chapter-list query (class, subject) and player query (class, subject, chapter_no)
    // are both served by the unique index's leading columns.
    check("lectures_chapter_no_positive", sql`${t.chapterNo} > 0`),
    check("lectures_lecture_no_positive", sql`${t.lectureNo} > 0`),
    check("lectures_has_video", sql`${t.youtubeId} IS NOT NULL OR ${t.videoUrl} IS NOT NULL`),
    check("lectures_duration_positive", sql`${t.durationSeconds} > 0`),
  ],
);

export const lectureRatings = pgTable(
  "lecture_ratings",
  {
    lectureId: integer("lecture_id")
      .notNull()
      .references(() => lectures.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.lectureId, t.userId] }),
    check("lecture_ratings_rating_range", sql`${t.rating} BETWEEN 1 AND 5`),
    // My learning lists a student's ratings, latest first, a page at a time.
    index("lecture_ratings_user_updated_idx").on(t.userId, t.updatedAt.desc(), t.lectureId),
  ],
);

/*
 * What a signed-in student watched of each lecture (issue 16). The server counts the seconds
 * itself (src/lib/progress-rules.ts): never more than its own clock allows since started_at.
 * Deleting the student or the lecture deletes the row.
 */
export const lectureProgress = pgTable(
  "lecture_progress",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    lectureId: integer("lecture_id")
      .notNull()
      .references(() => lectures.id, { onDelete: "cascade" }),
    watchedSeconds: doublePrecision("watched_seconds").notNull().default(0),
    lastPosition: doublePrecision("last_position").notNull().default(0),
    /** From the first report that gave a plausible one; later reports never change it. */
    durationSeconds: doublePrecision("duration_seconds"),
    /** The first report: the server never credits more than the time since then (plus slack). */
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    unlockedAt: timestamp("unlocked_at", { withTimezone: true }),
    /** The latest report (server clock). */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lectureId] }),
    // "Continue watching" and My learning: a student's rows, latest first.
    index("lecture_progress_user_updated_idx").on(t.userId, t.updatedAt.desc()),
    index("lecture_progress_lecture_idx").on(t.lectureId),
    check("lecture_progress_watched_range", sql`${t.watchedSeconds} >= 0`),
    check("lecture_progress_position_range", sql`${t.lastPosition} >= 0`),
    check("lecture_progress_duration_positive", sql`${t.durationSeconds} > 0`),
  ],
);

/* ---------- newsletter ---------- */

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text("email").notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [check("newsletter_email_lower", sql`${t.email} = lower(${t.email})`)],
);

/* ---------- request limits ---------- */

/*
 * Counters of the rate limits (sign-in per address, failed sign-ins per account, newsletter per
 * address), here rather than in memory so that every server counts together. One row per key and
 * fixed window; rows whose window ended are deleted as new windows open (src/server/limits).
 */
export const requestCounters = pgTable(
  "request_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("request_counters_window_ends_at_idx").on(t.windowEndsAt)],
);

/* ---------- Better Auth (field names as Better Auth expects them) ---------- */

/* Better Auth's rate limit counters (rateLimit.storage "database"): one row per address and path. */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Better Auth's admin plugin (decision 0023): student, editor or admin; and its ban fields.
    role: text("role").notNull().default("student"),
    banned: boolean("banned").default(false),
    banReason: text("ban_reason"),
    banExpires: timestamp("ban_expires", { withTimezone: true }),
  },
  // The form's limits (src/server/auth/forms.ts), held by the database too: a name that is not
  // bounded makes every page of its student heavy and the session cookie too big for proxies.
  (t) => [
    check(
      "user_name_length",
      sql`char_length(${t.name}) BETWEEN 1 AND ${sql.raw(String(NAME_MAX_LENGTH))}`,
    ),
    check(
      "user_email_length",
      sql`char_length(${t.email}) BETWEEN 3 AND ${sql.raw(String(EMAIL_MAX_LENGTH))}`,
    ),
    check("user_role_known", sql`${t.role} IN ('student', 'editor', 'admin')`),
    // The workspace's people list: staff first, by address.
    index("user_role_email_idx").on(t.role, t.email),
  ],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    impersonatedBy: text("impersonated_by"),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/* ---------- editors' workspace ---------- */

// The `pg` driver reads bytea as a Buffer, on both databases (decision 0060).
const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

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
