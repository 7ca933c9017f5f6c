"use server";

import { getDb } from "@/server/db/client";
import { redirectInLocale } from "@/server/i18n/locale";
import { log } from "@/server/log";
import { confirmSubscription, unsubscribe } from "./subscriptions";

// The buttons of the pages a mailed link opens (decision 0068). A link's key is 256 random bits:
// a wrong one is answered, not counted. What happened is said on the page the browser comes back to.

function tokenOf(form: unknown): string | undefined {
  if (!(form instanceof FormData)) return undefined;
  const token = form.get("token");
  return typeof token === "string" ? token : undefined;
}

export async function confirmSubscriptionForm(form: FormData): Promise<void> {
  let outcome: string;
  try {
    outcome = await confirmSubscription(await getDb(), tokenOf(form));
  } catch (error) {
    log("error", "newsletter.confirm_failed", { error });
    outcome = "error";
  }
  await redirectInLocale(`/newsletter/confirm?done=${outcome}`);
}

export async function unsubscribeForm(form: FormData): Promise<void> {
  let outcome: string;
  try {
    outcome = await unsubscribe(await getDb(), tokenOf(form));
  } catch (error) {
    log("error", "newsletter.unsubscribe_failed", { error });
    outcome = "error";
  }
  await redirectInLocale(`/newsletter/unsubscribe?done=${outcome}`);
}
