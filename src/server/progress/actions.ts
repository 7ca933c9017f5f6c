"use server";

import { MY_LEARNING } from "@/lib/my-learning";
import { getCurrentUser } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { log } from "@/server/log";
import { forgetProgress } from "./store";
import { redirectInLocale } from "@/server/i18n/locale";

/**
 * "Forget my learning history", once confirmed: deletes every progress row of the signed-in
 * student (never anyone else's: the id comes from the session). A plain form post, so it works
 * without JavaScript; the answer is a redirect back to My learning with what happened.
 */
export async function forgetLearningHistory(formData: FormData): Promise<void> {
  // A forged call (anything but the form) asks for the confirmation, as a form without it does.
  const confirmed = formData instanceof FormData && formData.get("confirm") === "yes";
  if (!confirmed) return redirectInLocale(`${MY_LEARNING}?forget=confirm`);
  const user = await getCurrentUser();
  if (!user) return redirectInLocale(`/login?next=${encodeURIComponent(MY_LEARNING)}`);
  let outcome = "forgotten";
  try {
    const deleted = await forgetProgress(await getDb(), user.id);
    log("info", "progress.forgotten", { rows: deleted });
  } catch (error) {
    log("error", "progress.forget_failed", { error });
    outcome = "failed";
  }
  return redirectInLocale(`${MY_LEARNING}?forget=${outcome}`);
}
