import "server-only";
import { and, asc, desc, gt, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import { lectureClasses, subjectNames } from "@/content/classes";
import { cursorInt } from "@/lib/cursor";
import { feedGroups, lectureGroups, type SearchPlan, type TsGroup } from "@/lib/search-query";
import type { Database } from "@/server/db/client";
import { jobs, lectures, updates, type libraryDocuments } from "@/server/db/schema";
import type { FeedJob } from "@/server/feed/entries";
import { UPDATE_FEED_ORDER, type FeedUpdate } from "@/server/feed/queries";
import { LECTURE_PLACE } from "@/server/lectures/place";
import { jobMatches, lectureMatches, updateMatches } from "./documents";

/**
 * The three lists a search reads (decision 0055): what each matches, in which order, and the
 * cursor of a row. Each is read through its GIN index (migration 0009) and paged by a cursor
 * that compares a row with the last one shown, never an offset (decision 0026).
 */
export type SearchList<Row, Cursor extends readonly (string | number)[]> = {
  /** The full-text match of a plan (and its class and subject columns); null without words. */
  match: (plan: SearchPlan) => SQL | null;
  read: (db: Database, where: SQL, order: "newest" | "oldest", limit: number) => Promise<Row[]>;
  count: (db: Database, where: SQL, cap: number) => Promise<number>;
  olderThan: (cursor: Cursor) => SQL;
  newerThan: (cursor: Cursor) => SQL;
  cursorOf: (row: Row) => Cursor;
  /** What a cursor read from a URL must be (src/lib/cursor.ts). */
  cursorShape: z.ZodType<Cursor>;
};

/** Every part of the plan, each a tsquery; one part's alternatives with English word forms. */
export function tsQuery(groups: readonly TsGroup[]): SQL | null {
  if (groups.length === 0) return null;
  return sql.join(
    groups.map((group) =>
      group.english
        ? sql`(to_tsquery('english', ${group.query}) || to_tsquery('simple', ${group.query}))`
        : sql`to_tsquery('simple', ${group.query})`,
    ),
    sql` && `,
  );
}

function matches(match: (query: SQL) => SQL, groups: readonly TsGroup[]): SQL | null {
  const query = tsQuery(groups);
  return query && match(query);
}

/** At most `cap` rows counted: a count past it only says "more than". */
export async function countUpTo(
  db: Database,
  from: typeof lectures | typeof updates | typeof jobs | typeof libraryDocuments,
  where: SQL,
  cap: number,
): Promise<number> {
  const matched = db
    .select({ one: sql`1` })
    .from(from)
    .where(where)
    .limit(cap)
    .as("matched");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matched);
  return row?.n ?? 0;
}

/** A catalogue order as a number: classes 9th to 12th, subjects as the catalogue lists them. */
function rankOf(column: AnyPgColumn, slugs: readonly string[]): SQL<number> {
  const list = sql.join(
    slugs.map((slug) => sql`${slug}`),
    sql`, `,
  );
  return sql<number>`coalesce(array_position(ARRAY[${list}]::text[], ${column}), 99)`;
}

const classRank = rankOf(
  lectures.classSlug,
  lectureClasses.map((entry) => entry.slug),
);
const subjectRank = rankOf(lectures.subject, Object.keys(subjectNames));
const lectureKey = sql`(${classRank}, ${subjectRank}, ${lectures.chapterNo}, ${lectures.lectureNo}, ${lectures.id})`;

/** A lecture's place (LECTURE_PLACE) and its class's and subject's order, for the cursor. */
export type LectureHit = Pick<typeof lectures.$inferSelect, keyof typeof LECTURE_PLACE> & {
  classRank: number;
  subjectRank: number;
};
type LectureCursor = [number, number, number, number, number];

/** Lectures in the order of the course: class, subject, chapter, lecture. */
export const lectureList: SearchList<LectureHit, LectureCursor> = {
  match: (plan) => {
    const text = matches(lectureMatches, lectureGroups(plan));
    return (
      text &&
      and(
        plan.classes.length > 0 ? inArray(lectures.classSlug, plan.classes) : undefined,
        plan.subjects.length > 0 ? inArray(lectures.subject, plan.subjects) : undefined,
        text,
      )!
    );
  },
  read: (db, where, order, limit) => {
    const by = order === "newest" ? asc : desc;
    return db
      .select({ ...LECTURE_PLACE, classRank, subjectRank })
      .from(lectures)
      .where(where)
      .orderBy(
        by(classRank),
        by(subjectRank),
        by(lectures.chapterNo),
        by(lectures.lectureNo),
        by(lectures.id),
      )
      .limit(limit);
  },
  count: (db, where, cap) => countUpTo(db, lectures, where, cap),
  olderThan: (c) => sql`${lectureKey} > (${c[0]}, ${c[1]}, ${c[2]}, ${c[3]}, ${c[4]})`,
  newerThan: (c) => sql`${lectureKey} < (${c[0]}, ${c[1]}, ${c[2]}, ${c[3]}, ${c[4]})`,
  cursorOf: (row) => [row.classRank, row.subjectRank, row.chapterNo, row.lectureNo, row.id],
  cursorShape: z.tuple([cursorInt, cursorInt, cursorInt, cursorInt, cursorInt]),
};

type UpdateCursor = [postedAtMicros: string, id: number];
const feedCursor = ([postedAtMicros, id]: UpdateCursor) => ({ postedAtMicros, id });

/** Updates newest first, as on /latest (the same order and cursor columns). */
export const updateList: SearchList<FeedUpdate, UpdateCursor> = {
  match: (plan) => matches(updateMatches, feedGroups(plan)),
  read: (db, where, order, limit) =>
    db
      .select(UPDATE_FEED_ORDER.columns)
      .from(updates)
      .where(where)
      .orderBy(
        ...(order === "newest" ? UPDATE_FEED_ORDER.newestFirst : UPDATE_FEED_ORDER.oldestFirst),
      )
      .limit(limit),
  count: (db, where, cap) => countUpTo(db, updates, where, cap),
  olderThan: (c) => UPDATE_FEED_ORDER.olderThan(feedCursor(c)),
  newerThan: (c) => UPDATE_FEED_ORDER.newerThan(feedCursor(c)),
  cursorOf: (row) => [row.postedAtMicros, row.id],
  cursorShape: z.tuple([z.string().regex(/^-?[0-9]{1,16}$/), cursorInt]),
};

/** Student jobs newest (last imported) first, as on /latest. */
export const jobList: SearchList<FeedJob, [id: number]> = {
  match: (plan) => matches(jobMatches, feedGroups(plan)),
  read: (db, where, order, limit) =>
    db
      .select({ id: jobs.id, title: jobs.title, description: jobs.description, link: jobs.link })
      .from(jobs)
      .where(where)
      .orderBy(order === "newest" ? desc(jobs.id) : asc(jobs.id))
      .limit(limit),
  count: (db, where, cap) => countUpTo(db, jobs, where, cap),
  olderThan: ([id]) => lt(jobs.id, id),
  newerThan: ([id]) => gt(jobs.id, id),
  cursorOf: (row) => [row.id],
  cursorShape: z.tuple([cursorInt]),
};
