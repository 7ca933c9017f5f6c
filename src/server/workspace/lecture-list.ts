import "server-only";
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { isLectureClass, lectureClasses, subjectNames } from "@/content/classes";
import { cursorInt, cursorText, decodeCursor, encodeCursor } from "@/lib/cursor";
import type { Database } from "@/server/db/client";
import { lectures } from "@/server/db/schema";
import { LECTURE_PLACE } from "@/server/lectures/place";
import { lectureMatches } from "@/server/search/documents";
import { PAGE_SIZE } from "./list-params";

export type LectureFilter = {
  tsQuery: string | null;
  classSlug: string;
  subject: string;
  /** The cursor of the row before this page (Next) or after it (Previous), "" for none. */
  after: string;
  before: string;
};

export type LectureListRow = {
  id: number;
  classSlug: string;
  subject: string;
  chapterNo: number;
  chapterName: string;
  lectureNo: number;
  lectureName: string;
  youtubeId: string | null;
};

/** A page of lectures, the cursors of the pages around it, and how many lectures match. */
export type LecturePage = {
  rows: LectureListRow[];
  next: string | null;
  previous: string | null;
  total: number;
};

const lectureCursor = z.tuple([cursorText, cursorText, cursorInt, cursorInt]);
type Cursor = z.infer<typeof lectureCursor>;

/** The classes in the site's order (9th before 10th), not the text order of their slugs. */
const CLASS_ORDER = lectureClasses.map((c) => c.slug as string);

const cursorOf = (r: LectureListRow) =>
  encodeCursor([r.classSlug, r.subject, r.chapterNo, r.lectureNo]);

function filters(filter: LectureFilter): SQL | undefined {
  return and(
    Object.hasOwn(subjectNames, filter.subject) ? eq(lectures.subject, filter.subject) : undefined,
    filter.tsQuery ? lectureMatches(sql`to_tsquery('simple', ${filter.tsQuery})`) : undefined,
  );
}

/**
 * Up to `limit` rows from `from` on, class by class in the site's order (forward) or against it:
 * within a class the order is the natural-key index's (subject, chapter, lecture), so each query is
 * a range of that index however deep the page.
 */
async function walk(
  db: Database,
  filter: LectureFilter,
  from: Cursor | null,
  forward: boolean,
  limit: number,
): Promise<LectureListRow[]> {
  const only = isLectureClass(filter.classSlug) ? [filter.classSlug as string] : CLASS_ORDER;
  const start = from ? only.indexOf(from[0]) : forward ? 0 : only.length - 1;
  const rows: LectureListRow[] = [];
  for (let i = start; i >= 0 && i < only.length && rows.length < limit; i += forward ? 1 : -1) {
    const classSlug = only[i]!;
    const beyond =
      from && from[0] === classSlug
        ? sql`(${lectures.subject}, ${lectures.chapterNo}, ${lectures.lectureNo}) ${sql.raw(forward ? ">" : "<")} (${from[1]}, ${from[2]}, ${from[3]})`
        : undefined;
    const order = forward ? asc : desc;
    rows.push(
      ...(await db
        .select({ ...LECTURE_PLACE, youtubeId: lectures.youtubeId })
        .from(lectures)
        .where(and(eq(lectures.classSlug, classSlug), filters(filter), beyond))
        .orderBy(order(lectures.subject), order(lectures.chapterNo), order(lectures.lectureNo))
        .limit(limit - rows.length)),
    );
  }
  return rows;
}

/**
 * Lectures in the site's order (class, subject, chapter, lecture number), a page at a time, with
 * Next and Previous cursors and the number that match (the workspace's lecture list).
 */
export async function listLectures(db: Database, filter: LectureFilter): Promise<LecturePage> {
  const classSlug = isLectureClass(filter.classSlug) ? filter.classSlug : null;
  const [total] = await db
    .select({ n: count() })
    .from(lectures)
    .where(and(classSlug ? eq(lectures.classSlug, classSlug) : undefined, filters(filter)));
  const before = decodeCursor(filter.before, lectureCursor);
  const after = before ? null : decodeCursor(filter.after, lectureCursor);
  const known = (c: Cursor | null) => (c && CLASS_ORDER.includes(c[0]) ? c : null);
  if (known(before)) {
    const back = await walk(db, filter, before, false, PAGE_SIZE + 1);
    // Fewer than a page before it: that is the first page, shown whole.
    if (back.length > PAGE_SIZE) {
      const rows = back.slice(0, PAGE_SIZE).reverse();
      return { rows, next: cursorOf(rows.at(-1)!), previous: cursorOf(rows[0]!), total: total!.n };
    }
  }
  const from = known(after);
  const rows = await walk(db, filter, from, true, PAGE_SIZE + 1);
  const shown = rows.slice(0, PAGE_SIZE);
  return {
    rows: shown,
    next: rows.length > PAGE_SIZE ? cursorOf(shown.at(-1)!) : null,
    previous: from && shown.length > 0 ? cursorOf(shown[0]!) : null,
    total: total?.n ?? 0,
  };
}
