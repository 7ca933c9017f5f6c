"use server";

import { getCurrentUser } from "@/server/auth/session";
import { saveRatingForUser, type SaveRatingResult } from "./ratings";

/**
 * Server action behind the star rating. The arguments come from the browser and may be forged,
 * so they are typed unknown and validated in saveRatingForUser; the user comes from the session.
 */
export async function saveLectureRating(
  lectureId: unknown,
  rating: unknown,
): Promise<SaveRatingResult> {
  const user = await getCurrentUser();
  return saveRatingForUser(user?.id ?? null, { lectureId, rating });
}
