import "server-only";
import { forgetPages } from "@front/contract.mjs";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { chapterHref } from "@/lib/lecture-urls";
import { getDb, type Database } from "@/server/db/client";
import { lectureRatings, lectures } from "@/server/db/schema";
import { log } from "@/server/log";
import { getLectureRatingSummary, type RatingSummary } from "./queries";

export const MIN_RATING = 1;
export const MAX_RATING = 5;

/** Why a save was refused; the rating widget shows a message for each. */
export type SaveRatingError = "signed-out" | "invalid-rating" | "lecture-not-found" | "save-failed";

export type SaveRatingResult =
  { ok: true; rating: number; summary: RatingSummary } | { ok: false; error: SaveRatingError };

// PostgreSQL integer ids stop here; a larger id cannot exist and must not reach the query.
const MAX_ID = 2_147_483_647;

const ratingInput = z.object({
  lectureId: z.number().int().min(1).max(MAX_ID),
  rating: z.number().int().min(MIN_RATING).max(MAX_RATING),
});

/**
 * Saves the signed-in user's rating of a lecture: one row per (lecture, user), replaced on each
 * save. `userId` must come from the session, so a user can only ever write their own row.
 */
export async function saveRatingForUser(
  userId: string | null,
  input: { lectureId: unknown; rating: unknown },
  db?: Database,
): Promise<SaveRatingResult> {
  if (!userId) return { ok: false, error: "signed-out" };
  const parsed = ratingInput.safeParse(input);
  if (!parsed.success) {
    // Only the lecture id can make the input invalid apart from the rating; both are a refusal.
    const badLecture = parsed.error.issues.some((issue) => issue.path[0] === "lectureId");
    return { ok: false, error: badLecture ? "lecture-not-found" : "invalid-rating" };
  }
  const { lectureId, rating } = parsed.data;
  try {
    const database = db ?? (await getDb());
    const [lecture] = await database
      .select({
        classSlug: lectures.classSlug,
        subject: lectures.subject,
        chapterNo: lectures.chapterNo,
        chapterName: lectures.chapterName,
      })
      .from(lectures)
      .where(eq(lectures.id, lectureId));
    if (!lecture) return { ok: false, error: "lecture-not-found" };
    await database
      .insert(lectureRatings)
      .values({ lectureId, userId, rating })
      .onConflictDoUpdate({
        target: [lectureRatings.lectureId, lectureRatings.userId],
        set: { rating, updatedAt: new Date() },
      });
    // The player shows the average, and every student shares its page (decision 0029): the rater
    // must not reload to the old one. Other servers catch up within 30 s.
    forgetPages(chapterHref(lecture));
    return { ok: true, rating, summary: await getLectureRatingSummary(lectureId, database) };
  } catch (error) {
    log("error", "lectures.rating_save_failed", { lectureId, error });
    return { ok: false, error: "save-failed" };
  }
}
