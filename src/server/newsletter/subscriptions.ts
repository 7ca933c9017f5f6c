import { and, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { newsletterDeliveries, newsletterSubscribers } from "@/server/db/schema";
import type { Locale } from "@/server/mail/compose";
import { enqueueMail } from "@/server/mail/queue";
import { takeRequest } from "@/server/limits/counters";
import { CONFIRM_LINK_DAYS, confirmSubscriptionMail } from "./mails";
import { hashLinkToken, hashOfLinkToken, newLinkToken } from "./tokens";

// No `import "server-only"`: the integration tests drive these. Rules: decision 0068.

/** How an address is stored: trimmed and lower-cased, so "A@B.pk " and "a@b.pk" are one subscriber. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

// Confirmation mails to one address: a form cannot be used to flood someone's inbox.
const MAILS_PER_ADDRESS = { max: 3, windowMs: 24 * 3_600_000 };

export type SubscribeOutcome = "mailed" | "already-confirmed" | "held-back";

/**
 * Takes an address from the footer form. A new or unconfirmed address gets a confirmation link in
 * the page's language; a confirmed one gets nothing. The form answers the same in every case.
 */
export async function requestSubscription(
  db: Database,
  input: { email: string; locale: Locale; siteUrl: string },
): Promise<SubscribeOutcome> {
  const email = normaliseEmail(input.email);
  const [known] = await db
    .select({ confirmedAt: newsletterSubscribers.confirmedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  if (known?.confirmedAt) return "already-confirmed";
  const limit = await takeRequest(db, `newsletter-mail:${email}`, MAILS_PER_ADDRESS);
  if (!limit.allowed) return "held-back";
  const token = newLinkToken();
  const pending = {
    locale: input.locale,
    confirmTokenHash: hashLinkToken(token),
    confirmSentAt: sql`now()`,
  };
  return db.transaction(async (tx): Promise<SubscribeOutcome> => {
    const written = await tx
      .insert(newsletterSubscribers)
      .values({ email, ...pending })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: pending,
        // Confirmed in the meantime: left as it is.
        setWhere: isNull(newsletterSubscribers.confirmedAt),
      })
      .returning({ id: newsletterSubscribers.id });
    if (written.length === 0) return "already-confirmed";
    await enqueueMail(tx, confirmSubscriptionMail({ to: email, token, ...input }));
    return "mailed";
  });
}

/**
 * How long an address that never confirmed is kept after its last link was mailed: the link
 * works 7 days, then says it is too old for a while; after this the address is dropped
 * (decision 0068, amended).
 */
export const UNCONFIRMED_KEEP_DAYS = 30;

/** Deletes the addresses not confirmed within the retention (the mail worker's hourly job). */
export async function pruneUnconfirmedSubscribers(
  db: Database,
  keepDays = UNCONFIRMED_KEEP_DAYS,
): Promise<number> {
  const gone = await db
    .delete(newsletterSubscribers)
    .where(
      and(
        isNull(newsletterSubscribers.confirmedAt),
        lt(
          sql`coalesce(${newsletterSubscribers.confirmSentAt}, ${newsletterSubscribers.createdAt})`,
          sql`now() - ${keepDays} * interval '1 day'`,
        ),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return gone.length;
}

export type ConfirmOutcome = "confirmed" | "already-confirmed" | "expired" | "invalid";

/** What a confirmation link's key opens, without using it (the page shows it before the button). */
export async function confirmationState(
  db: Database,
  token: string | undefined,
): Promise<ConfirmOutcome | "usable"> {
  const hash = hashOfLinkToken(token);
  if (!hash) return "invalid";
  const [row] = await db
    .select({
      confirmedAt: newsletterSubscribers.confirmedAt,
      fresh: sql<boolean>`${newsletterSubscribers.confirmSentAt} > now() - ${CONFIRM_LINK_DAYS} * interval '1 day'`,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmTokenHash, hash));
  if (!row) return "invalid";
  if (row.confirmedAt) return "already-confirmed";
  return row.fresh ? "usable" : "expired";
}

/** Follows a confirmation link: the subscription counts from now. */
export async function confirmSubscription(
  db: Database,
  token: string | undefined,
): Promise<ConfirmOutcome> {
  const hash = hashOfLinkToken(token);
  if (!hash) return "invalid";
  const done = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: sql`now()` })
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, hash),
        isNull(newsletterSubscribers.confirmedAt),
        gt(
          newsletterSubscribers.confirmSentAt,
          sql`now() - ${CONFIRM_LINK_DAYS} * interval '1 day'`,
        ),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  if (done.length > 0) return "confirmed";
  const state = await confirmationState(db, token);
  return state === "usable" ? "invalid" : state;
}

export type UnsubscribeOutcome = "unsubscribed" | "already-unsubscribed" | "invalid";

async function deliveryOf(db: Database, token: string | undefined) {
  const hash = hashOfLinkToken(token);
  if (!hash) return undefined;
  const [row] = await db
    .select()
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.unsubscribeTokenHash, hash));
  return row;
}

/** What an unsubscribe link's key opens, without using it. */
export async function unsubscribeState(
  db: Database,
  token: string | undefined,
): Promise<"usable" | "already-unsubscribed" | "invalid"> {
  const delivery = await deliveryOf(db, token);
  if (!delivery) return "invalid";
  return delivery.subscriberId === null ? "already-unsubscribed" : "usable";
}

/**
 * Follows an unsubscribe link (the page's button or a mail client's one-click POST): the address
 * is deleted, and the issue whose mail it was counts one unsubscribe.
 */
export async function unsubscribe(
  db: Database,
  token: string | undefined,
): Promise<UnsubscribeOutcome> {
  const delivery = await deliveryOf(db, token);
  if (!delivery) return "invalid";
  return db.transaction(async (tx): Promise<UnsubscribeOutcome> => {
    const marked = await tx
      .update(newsletterDeliveries)
      .set({ unsubscribedAt: sql`now()` })
      .where(
        and(
          eq(newsletterDeliveries.id, delivery.id),
          isNull(newsletterDeliveries.unsubscribedAt),
          isNotNull(newsletterDeliveries.subscriberId),
        ),
      )
      .returning({ subscriberId: newsletterDeliveries.subscriberId });
    const subscriberId = marked[0]?.subscriberId;
    if (subscriberId === null || subscriberId === undefined) return "already-unsubscribed";
    const gone = await tx
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, subscriberId))
      .returning({ id: newsletterSubscribers.id });
    return gone.length > 0 ? "unsubscribed" : "already-unsubscribed";
  });
}
