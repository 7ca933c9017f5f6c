import "server-only";
import { and, count, desc, eq, or, sql } from "drizzle-orm";
import { z } from "zod";
import { lectureHref } from "@/lib/lecture-urls";
import type { ContinueItem, ProgressCount } from "@/lib/personal";
import type { Database } from "@/server/db/client";
import { lectureProgress, lectureRatings, lectures } from "@/server/db/schema";
import { readOrFallback } from "@/server/safe-read";
import { LECTURE_PLACE } from "@/server/lectures/place";
import { continueWatching } from "./queries";

/** My learning (/student-portal): the signed-in student's own page, rendered per request. */

export const RATINGS_PAGE_SIZE = 10;

export type SubjectProgressRow = ProgressCount & { classSlug: string; subject: string };

export type GivenRating = {
  lectureId: number;
  href: string;
  lectureNo: number;
  lectureName: string;
  subject: string;
  classSlug: string;
  rating: number;
};

export type RatingsPage = { ratings: GivenRating[]; next: string | null };

export type MyLearning = {
  continueWatching: ContinueItem[];
  subjects: SubjectProgressRow[];
  ratings: RatingsPage;
};

/** Every subject the student has progress in, with its lectures started and unlocked. */
async function progressBySubject(db: Database, userId: string): Promise<SubjectProgressRow[]> {
  const theirs = db
    .selectDistinct({ classSlug: lectures.classSlug, subject: lectures.subject })
    .from(lectureProgress)
    .innerJoin(lectures, eq(lectures.id, lectureProgress.lectureId))
    .where(eq(lectureProgress.userId, userId));
  return db
    .select({
      classSlug: lectures.classSlug,
      subject: lectures.subject,
      total: count(),
      started: count(lectureProgress.userId),
      unlocked: count(lectureProgress.unlockedAt),
    })
    .from(lectures)
    .leftJoin(
      lectureProgress,
      and(eq(lectureProgress.lectureId, lectures.id), eq(lectureProgress.userId, userId)),
    )
    .where(sql`(${lectures.classSlug}, ${lectures.subject}) IN (${theirs})`)
    .groupBy(lectures.classSlug, lectures.subject)
    .orderBy(lectures.classSlug, lectures.subject);
}

// A page of ratings ends at (updated_at, lecture_id) of its last row; the next starts after it.
// The time travels as PostgreSQL's own text, which keeps its microseconds (a Date would not).
const cursorSchema = z.tuple([
  z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/),
  z.number().int().positive().max(2_147_483_647),
]);
type Cursor = z.infer<typeof cursorSchema>;

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

function decodeCursor(cursor: string | undefined): Cursor | null {
  if (!cursor || cursor.length > 200) return null;
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
  } catch {
    return null;
  }
}

/** The ratings the student gave, latest first, RATINGS_PAGE_SIZE at a time. */
export async function givenRatings(
  db: Database,
  userId: string,
  cursor?: string,
): Promise<RatingsPage> {
  const after = decodeCursor(cursor);
  const rows = await db
    .select({
      ...LECTURE_PLACE,
      rating: lectureRatings.rating,
      at: sql<string>`${lectureRatings.updatedAt}::text`,
    })
    .from(lectureRatings)
    .innerJoin(lectures, eq(lectures.id, lectureRatings.lectureId))
    .where(
      and(
        eq(lectureRatings.userId, userId),
        after
          ? or(
              sql`${lectureRatings.updatedAt} < ${after[0]}::timestamptz`,
              and(
                sql`${lectureRatings.updatedAt} = ${after[0]}::timestamptz`,
                sql`${lectureRatings.lectureId} > ${after[1]}`,
              ),
            )
          : undefined,
      ),
    )
    .orderBy(desc(lectureRatings.updatedAt), lectureRatings.lectureId)
    .limit(RATINGS_PAGE_SIZE + 1);
  const page = rows.slice(0, RATINGS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    ratings: page.map((row) => ({
      lectureId: row.id,
      href: lectureHref(row, row.lectureNo),
      lectureNo: row.lectureNo,
      lectureName: row.lectureName,
      subject: row.subject,
      classSlug: row.classSlug,
      rating: row.rating,
    })),
    next: rows.length > RATINGS_PAGE_SIZE && last ? encodeCursor([last.at, last.id]) : null,
  };
}

const NOTHING: MyLearning = {
  continueWatching: [],
  subjects: [],
  ratings: { ratings: [], next: null },
};

/** Everything My learning shows; its empty state while the database is away. */
export function getMyLearning(
  db: Database,
  userId: string,
  ratingsCursor?: string,
): Promise<MyLearning> {
  return readOrFallback(
    "my learning",
    async () => {
      const [watching, subjects, ratings] = await Promise.all([
        continueWatching(db, userId),
        progressBySubject(db, userId),
        givenRatings(db, userId, ratingsCursor),
      ]);
      return { continueWatching: watching, subjects, ratings };
    },
    NOTHING,
  );
}
