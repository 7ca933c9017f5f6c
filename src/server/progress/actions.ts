"use server";

import { redirect } from "next/navigation";
import { MY_LEARNING } from "@/lib/personal";
import { getCurrentUser } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { log } from "@/server/log";
import { forgetProgress } from "./store";

/**
 * "Forget my learning history", once confirmed: deletes every progress row of the signed-in
 * student (never anyone else's: the id comes from the session). A plain form post, so it works
 * without JavaScript; the answer is a redirect back to My learning with what happened.
 */
export async function forgetLearningHistory(formData: FormData): Promise<void> {
  if (formData.get("confirm") !== "yes") redirect(`${MY_LEARNING}?forget=confirm`);
  const user = await getCurrentUser();
  if (!user) redirect(`/login?next=${encodeURIComponent(MY_LEARNING)}`);
  let outcome = "forgotten";
  try {
    const deleted = await forgetProgress(await getDb(), user.id);
    log("info", "progress.forgotten", { rows: deleted });
  } catch (error) {
    log("error", "progress.forget_failed", { error });
    outcome = "failed";
  }
  redirect(`${MY_LEARNING}?forget=${outcome}`);
}
