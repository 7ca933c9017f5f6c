"use server";

import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { user } from "@/server/db/schema";
import { getLocalePath, redirectInLocale } from "@/server/i18n/locale";
import { log } from "@/server/log";
import { callAuthEndpoint } from "./endpoint";
import { getCurrentUser } from "./session";

/** My learning's "Send the link again": a new confirmation mail to the signed-in account. */
export async function resendConfirmation(): Promise<void> {
  const current = await getCurrentUser();
  if (!current) return redirectInLocale("/login?next=%2Fstudent-portal");
  let outcome = "sent";
  try {
    const [account] = await (
      await getDb()
    )
      .select({ email: user.email })
      .from(user)
      .where(eq(user.id, current.id));
    const inLocale = await getLocalePath();
    const result = account
      ? await callAuthEndpoint("/send-verification-email", {
          email: account.email,
          callbackURL: inLocale("/student-portal?verified=1"),
        })
      : { ok: false as const, status: 404, code: null };
    if (!result.ok) {
      log("info", "auth.confirmation_refused", { status: result.status, code: result.code });
      outcome = result.status === 429 ? "busy" : "failed";
    }
  } catch (error) {
    log("error", "auth.confirmation_error", { error });
    outcome = "failed";
  }
  return redirectInLocale(`/student-portal?verified=${outcome}`);
}
