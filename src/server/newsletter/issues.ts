import { and, count, desc, eq, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { PAGES } from "@/lib/route-manifest.mjs";
import type { Database } from "@/server/db/client";
import {
  mailMessages,
  newsletterDeliveries,
  newsletterIssues,
  newsletterSubscribers,
} from "@/server/db/schema";
import { writeAudit, type Actor } from "@/server/workspace/audit";
import { PAGE_SIZE, toPage } from "@/server/workspace/list-params";

// No `import "server-only"`: the integration tests drive these. Decision 0069.

export const MAX_SUBJECT = 200;
export const MAX_BODY = 20_000;
export const MAX_LINKS = 10;

const LECTURE_QUERY = /^\?lecture=[1-9][0-9]{0,5}$/;

/** A link an issue may carry: the path of one of this site's updates, or of a lecture's page. */
function isIssueLink(link: string): boolean {
  if (link.length > 300 || /[\s#]/.test(link)) return false;
  const at = link.indexOf("?");
  const path = at < 0 ? link : link.slice(0, at);
  const query = at < 0 ? "" : link.slice(at);
  if (PAGES.update.path.test(path)) return query === "";
  return PAGES.player.path.test(path) && (query === "" || LECTURE_QUERY.test(query));
}

export const issueInput = z.object({
  locale: z.enum(["en", "ur"]),
  subject: z.string().trim().min(1, "required").max(MAX_SUBJECT, "tooLong"),
  body: z.string().trim().min(1, "required").max(MAX_BODY, "tooLong"),
  links: z
    .string()
    .max(10_000, "tooLong")
    .transform((text) =>
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line.length > 0),
    )
    .pipe(z.array(z.string().refine(isIssueLink, "badLink")).max(MAX_LINKS, "tooMany")),
});

export type IssueInput = z.infer<typeof issueInput>;
export type Issue = typeof newsletterIssues.$inferSelect;

type Refused = { ok: false; reason: "gone" | "sent" };
export type SaveOutcome = { ok: true; id: number } | Refused;
export type SendOutcome = { ok: true; recipients: number } | Refused;

/** Writes a new draft, or changes a draft; an issue being sent or sent changes no more. */
export async function saveIssue(
  db: Database,
  actor: Actor,
  id: number | null,
  input: IssueInput,
): Promise<SaveOutcome> {
  return db.transaction(async (tx): Promise<SaveOutcome> => {
    if (id === null) {
      const [row] = await tx.insert(newsletterIssues).values(input).returning();
      await writeAudit(tx, audit(actor, "create", row!, null, input));
      return { ok: true, id: row!.id };
    }
    const [before] = await tx
      .select()
      .from(newsletterIssues)
      .where(eq(newsletterIssues.id, id))
      .for("update");
    if (!before) return { ok: false, reason: "gone" };
    if (before.state !== "draft") return { ok: false, reason: "sent" };
    await tx.update(newsletterIssues).set(input).where(eq(newsletterIssues.id, id));
    await writeAudit(tx, audit(actor, "update", before, contentOf(before), input));
    return { ok: true, id };
  });
}

function contentOf(issue: Issue): IssueInput {
  return {
    locale: issue.locale as IssueInput["locale"],
    subject: issue.subject,
    body: issue.body,
    links: issue.links,
  };
}

function audit(
  actor: Actor,
  action: "create" | "update" | "send",
  issue: Issue,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  return {
    actor,
    kind: "newsletter" as const,
    action,
    subjectId: issue.id,
    summary: issue.subject,
    before,
    after,
  };
}

/** Starts sending a draft: the mail workers queue it in batches from here (decision 0069). */
export async function startSending(db: Database, actor: Actor, id: number): Promise<SendOutcome> {
  return db.transaction(async (tx): Promise<SendOutcome> => {
    const [issue] = await tx
      .select()
      .from(newsletterIssues)
      .where(eq(newsletterIssues.id, id))
      .for("update");
    if (!issue) return { ok: false, reason: "gone" };
    if (issue.state !== "draft") return { ok: false, reason: "sent" };
    const recipients = await countConfirmed(tx, issue.locale);
    await tx
      .update(newsletterIssues)
      .set({ state: "sending", sendStartedAt: sql`now()` })
      .where(eq(newsletterIssues.id, id));
    await writeAudit(tx, audit(actor, "send", issue, null, { recipients }));
    return { ok: true, recipients };
  });
}

/** Confirmed subscribers of a language: whom an issue in it goes to. */
export async function countConfirmed(db: Database, locale: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(newsletterSubscribers)
    .where(
      and(eq(newsletterSubscribers.locale, locale), isNotNull(newsletterSubscribers.confirmedAt)),
    );
  return row?.n ?? 0;
}

export async function getIssue(db: Database, id: number): Promise<Issue | undefined> {
  const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  return row;
}

export type IssueCounts = {
  queued: number;
  sent: number;
  failed: number;
  waiting: number;
  unsubscribed: number;
};

const counted = (condition: SQL) =>
  sql<number>`count(*) FILTER (WHERE ${condition})`.mapWith(Number);

export type IssueRow = Awaited<ReturnType<typeof issueRows>>[number];

/** The issues, newest first, a workspace page at a time after the issue `after`. */
export async function listIssues(db: Database, after?: number) {
  const where = after === undefined ? undefined : lt(newsletterIssues.id, after);
  return toPage(await issueRows(db, where, PAGE_SIZE + 1), (row) => String(row.issue.id));
}

/** One issue with how its mails fared. */
export async function issueWithCounts(db: Database, id: number) {
  const [row] = await issueRows(db, eq(newsletterIssues.id, id), 1);
  return row;
}

/** Issues with how their mails fared (from the queue, decision 0069). */
async function issueRows(db: Database, where: SQL | undefined, limit: number) {
  const counts = db
    .select({
      issueId: newsletterDeliveries.issueId,
      queued: count().as("queued"),
      sent: counted(sql`${mailMessages.state} = 'sent'`).as("sent"),
      failed: counted(sql`${mailMessages.state} = 'failed'`).as("failed"),
      waiting: counted(sql`${mailMessages.state} IN ('queued', 'sending')`).as("waiting"),
      unsubscribed: counted(sql`${newsletterDeliveries.unsubscribedAt} IS NOT NULL`).as(
        "unsubscribed",
      ),
    })
    .from(newsletterDeliveries)
    .leftJoin(mailMessages, eq(mailMessages.id, newsletterDeliveries.mailId))
    .groupBy(newsletterDeliveries.issueId)
    .as("counts");
  const rows = await db
    .select({
      issue: newsletterIssues,
      queued: counts.queued,
      sent: counts.sent,
      failed: counts.failed,
      waiting: counts.waiting,
      unsubscribed: counts.unsubscribed,
    })
    .from(newsletterIssues)
    .leftJoin(counts, eq(counts.issueId, newsletterIssues.id))
    .where(where)
    .orderBy(desc(newsletterIssues.id))
    .limit(limit);
  return rows.map(({ issue, ...c }) => ({
    issue,
    counts: {
      queued: Number(c.queued ?? 0),
      sent: Number(c.sent ?? 0),
      failed: Number(c.failed ?? 0),
      waiting: Number(c.waiting ?? 0),
      unsubscribed: Number(c.unsubscribed ?? 0),
    } satisfies IssueCounts,
  }));
}
