import { and, asc, eq, gt, isNotNull, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { newsletterDeliveries, newsletterIssues, newsletterSubscribers } from "@/server/db/schema";
import { mailLocale } from "@/server/mail/compose";
import { enqueueMails } from "@/server/mail/queue";
import { issueMail } from "./mails";
import { hashLinkToken, newLinkToken } from "./tokens";

// No `import "server-only"`: the mail worker runs this. How a send survives a restart: decision 0069.

/** Subscribers queued per transaction: a short one, however long the list. */
export const ISSUE_BATCH = 200;

/**
 * Queues the next batch of one issue being sent, if any: in one transaction, the mails of the
 * next subscribers after the issue's cursor, their deliveries and the moved cursor. A server
 * stopping half way loses nothing (the batch rolls back) and repeats nothing (the cursor moved
 * with it); servers working together skip an issue another one holds. Returns the mails queued.
 */
export async function queueIssueBatch(
  db: Database,
  siteUrl: string,
  size = ISSUE_BATCH,
): Promise<number> {
  // An issue found finished is marked sent; the next one waiting is taken at once.
  for (;;) {
    const queued = await queueStep(db, siteUrl, size);
    if (queued !== "finished") return queued;
  }
}

async function queueStep(db: Database, siteUrl: string, size: number) {
  return db.transaction(async (tx): Promise<number | "finished"> => {
    const [issue] = await tx
      .select()
      .from(newsletterIssues)
      .where(eq(newsletterIssues.state, "sending"))
      .orderBy(asc(newsletterIssues.id))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!issue) return 0;
    const subscribers = await tx
      .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
      .from(newsletterSubscribers)
      .where(
        and(
          eq(newsletterSubscribers.locale, issue.locale),
          isNotNull(newsletterSubscribers.confirmedAt),
          gt(newsletterSubscribers.id, issue.cursor),
        ),
      )
      .orderBy(asc(newsletterSubscribers.id))
      .limit(size);
    if (subscribers.length === 0) {
      await tx
        .update(newsletterIssues)
        .set({ state: "sent", queuedAt: sql`now()` })
        .where(eq(newsletterIssues.id, issue.id));
      return "finished";
    }
    const content = { ...issue, locale: mailLocale(issue.locale) };
    const tokens = subscribers.map(() => newLinkToken());
    const mailIds = await enqueueMails(
      tx,
      subscribers.map((subscriber, at) =>
        issueMail({ to: subscriber.email, issue: content, unsubscribeToken: tokens[at]!, siteUrl }),
      ),
    );
    await tx.insert(newsletterDeliveries).values(
      subscribers.map((subscriber, at) => ({
        issueId: issue.id,
        subscriberId: subscriber.id,
        mailId: mailIds[at]!,
        unsubscribeTokenHash: hashLinkToken(tokens[at]!),
      })),
    );
    await tx
      .update(newsletterIssues)
      .set({ cursor: subscribers[subscribers.length - 1]!.id })
      .where(eq(newsletterIssues.id, issue.id));
    return subscribers.length;
  });
}
