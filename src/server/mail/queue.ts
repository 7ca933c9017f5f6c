import { and, count, desc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import { remember } from "@/lib/remember.mjs";
import { getDb, type Database } from "@/server/db/client";
import { mailMessages } from "@/server/db/schema";
import type { Locale } from "./compose";

// No `import "server-only"`: the worker and the tests drive it directly. The queue's rules
// (claiming, backoff, retention) are decision 0065.

/** One mail as the rest of the portal hands it over; `headers` are extra ones (List-Unsubscribe). */
export type OutgoingMail = {
  to: string;
  locale: Locale;
  kind: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
};

/** A database or a transaction: a mail written in a transaction leaves only if it commits. */
export type MailWriter = Pick<Database, "insert">;

export type QueuedMail = typeof mailMessages.$inferSelect;

function row(mail: OutgoingMail) {
  return {
    kind: mail.kind,
    recipient: mail.to,
    locale: mail.locale,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    headers: mail.headers ?? {},
  };
}

/** Queues mails to be sent by a worker, off the request that asked (decision 0065). */
export async function enqueueMails(
  db: MailWriter,
  mails: readonly OutgoingMail[],
): Promise<number[]> {
  if (mails.length === 0) return [];
  const rows = await db
    .insert(mailMessages)
    .values(mails.map(row))
    .returning({ id: mailMessages.id });
  waiting.wake?.();
  return rows.map(({ id }) => id);
}

/**
 * The one way the portal sends a mail: queues it (in `tx` when given, so it leaves only if that
 * commits) and resolves with its id once written, not once sent.
 */
export async function enqueueMail(tx: MailWriter | undefined, mail: OutgoingMail): Promise<number> {
  const [id] = await enqueueMails(tx ?? (await getDb()), [mail]);
  return id!;
}

// The worker of this process, told a mail is waiting so it need not wait for its next poll. Kept
// process-wide: the worker starts in the instrumentation bundle, actions run in others.
const waiting = remember("mail-wake", (): { wake?: () => void } => ({}));
export function onMailQueued(hook: (() => void) | undefined): void {
  waiting.wake = hook;
}

/** Tells this process's worker there is work (a newsletter to queue) without waiting a poll. */
export function wakeMailWorker(): void {
  waiting.wake?.();
}

export type ClaimOptions = { limit: number; leaseMs: number; token: string };

/**
 * Takes up to `limit` due mails for this worker: queued ones whose time has come and ones whose
 * worker's lease ran out (it died mid-send). SKIP LOCKED: servers claiming together each get
 * other rows; the lease (database time) keeps a row from others while it is being sent.
 */
export async function claimDueMail(
  db: Database,
  { limit, leaseMs, token }: ClaimOptions,
): Promise<QueuedMail[]> {
  const now = sql`now()`;
  const due = db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(
      or(
        and(eq(mailMessages.state, "queued"), lte(mailMessages.nextAttemptAt, now)),
        and(eq(mailMessages.state, "sending"), lt(mailMessages.leaseUntil, now)),
      ),
    )
    .orderBy(mailMessages.nextAttemptAt, mailMessages.id)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(mailMessages)
    .set({
      state: "sending",
      attempts: sql`${mailMessages.attempts} + 1`,
      leaseUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
      leaseToken: token,
    })
    .where(inArray(mailMessages.id, due))
    .returning();
}

/** Only the worker holding the row's lease settles it. */
function held(mail: QueuedMail) {
  return and(eq(mailMessages.id, mail.id), eq(mailMessages.leaseToken, mail.leaseToken ?? ""));
}

const released = { leaseUntil: null, leaseToken: null } as const;

export async function markSent(db: Database, mail: QueuedMail): Promise<void> {
  await db
    .update(mailMessages)
    .set({ state: "sent", settledAt: sql`now()`, lastError: null, ...released })
    .where(held(mail));
}

/** Puts a mail back for a later attempt, or gives up on it (`retryInMs` null). */
export async function markFailedAttempt(
  db: Database,
  mail: QueuedMail,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  const lastError = error.slice(0, 500);
  const change =
    retryInMs === null
      ? { state: "failed", settledAt: sql`now()`, lastError }
      : {
          state: "queued",
          nextAttemptAt: sql`now() + ${retryInMs} * interval '1 millisecond'`,
          lastError,
        };
  await db
    .update(mailMessages)
    .set({ ...change, ...released })
    .where(held(mail));
}

/** Deletes settled mails older than the retention (decision 0065); returns how many. */
export async function pruneSettledMail(db: Database, keepMs: number): Promise<number> {
  const gone = await db
    .delete(mailMessages)
    .where(
      and(
        inArray(mailMessages.state, ["sent", "failed"]),
        lt(mailMessages.settledAt, sql`now() - ${keepMs} * interval '1 millisecond'`),
      ),
    )
    .returning({ id: mailMessages.id });
  return gone.length;
}

export type MailState = "queued" | "sending" | "sent" | "failed";

/** How many mails are in each state, for the workspace. */
export async function countMailByState(db: Database): Promise<Record<MailState, number>> {
  const rows = await db
    .select({ state: mailMessages.state, total: count() })
    .from(mailMessages)
    .groupBy(mailMessages.state);
  const counts: Record<MailState, number> = { queued: 0, sending: 0, sent: 0, failed: 0 };
  for (const { state, total } of rows) counts[state as MailState] = total;
  return counts;
}

/** The latest mails given up on, newest first, for the workspace. */
export function recentMailFailures(db: Database, limit = 20) {
  return db
    .select({
      id: mailMessages.id,
      kind: mailMessages.kind,
      attempts: mailMessages.attempts,
      lastError: mailMessages.lastError,
      settledAt: mailMessages.settledAt,
    })
    .from(mailMessages)
    .where(eq(mailMessages.state, "failed"))
    .orderBy(desc(mailMessages.settledAt))
    .limit(limit);
}
