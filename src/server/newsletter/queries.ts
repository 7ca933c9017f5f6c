import "server-only";
import { getDb, type Database } from "@/server/db/client";
import { newsletterSubscribers } from "@/server/db/schema";

/** How an address is stored: trimmed and lower-cased, so "A@B.pk " and "a@b.pk" are one subscriber. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export type SubscribeResult = "subscribed" | "already-subscribed";

/** Adds a subscriber once; a second call with the same address (in any case) changes nothing. */
export async function addNewsletterSubscriber(
  email: string,
  db?: Database,
): Promise<SubscribeResult> {
  const inserted = await (db ?? (await getDb()))
    .insert(newsletterSubscribers)
    .values({ email: normaliseEmail(email) })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return inserted.length > 0 ? "subscribed" : "already-subscribed";
}
