import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt, id } from "./columns";
import { user } from "./accounts";

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
