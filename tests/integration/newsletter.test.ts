import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import {
  auditLog,
  mailMessages,
  newsletterIssues,
  newsletterSubscribers,
} from "@/server/db/schema";
import { smtpSender } from "@/server/mail/transport";
import { startMailWorker } from "@/server/mail/worker";
import {
  countConfirmed,
  issueWithCounts,
  listIssues,
  saveIssue,
  startSending,
} from "@/server/newsletter/issues";
import { PAGE_SIZE } from "@/server/workspace/list-params";
import { answerOneClick } from "@/server/newsletter/one-click";
import { queueIssueBatch } from "@/server/newsletter/sending";
import {
  confirmSubscription,
  confirmationState,
  requestSubscription,
  unsubscribe,
  unsubscribeState,
} from "@/server/newsletter/subscriptions";
import { startMailSink, type MailSink } from "../support/mail-sink";
import { addEditor } from "./editors";
import { everyPage, expectNewestFirstOnce } from "./paging";
import { DATABASE_KINDS, openTestDatabase } from "./databases";
import { FAST } from "./mail-timings";

const SITE = "https://parhai.example";
const tokenIn = (text: string, path: string) =>
  new RegExp(`${SITE}${path}\\?token=([A-Za-z0-9_-]{43})`).exec(text)?.[1];

describe.each(DATABASE_KINDS)("the newsletter on %s", (kind) => {
  let handle: DatabaseHandle;
  let sink: MailSink;
  let stopWorker: () => Promise<void>;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    sink = await startMailSink();
    const sender = smtpSender({
      url: sink.url,
      from: "Parhai <no-reply@parhai.example>",
      host: "parhai.example",
    });
    stopWorker = startMailWorker(handle.db, sender, FAST, () =>
      queueIssueBatch(handle.db, SITE),
    ).stop;
  });
  afterAll(async () => {
    await stopWorker();
    await sink.stop();
    await handle.close();
  });
  const mailsTo = async (to: string) =>
    (await handle.db.select().from(mailMessages).where(eq(mailMessages.recipient, to))).length;

  it("counts a subscription only once its mailed link is followed, in the form's language", async () => {
    const email = "ayesha@example.pk";
    const outcome = await requestSubscription(handle.db, {
      email: " Ayesha@Example.PK ",
      locale: "ur",
      siteUrl: SITE,
    });
    expect(outcome).toBe("mailed");
    expect(await countConfirmed(handle.db, "ur")).toBe(0);
    const mail = await sink.waitFor(email);
    expect(mail.subject).toBe("پڑھائی کے نیوز لیٹر کی سبسکرپشن کی تصدیق کریں");
    expect(mail.html).not.toMatch(/<img/);
    const token = tokenIn(mail.text, "/ur/newsletter/confirm");
    expect(token).toBeDefined();
    expect(await confirmationState(handle.db, token)).toBe("usable");
    expect(await confirmSubscription(handle.db, token)).toBe("confirmed");
    expect(await countConfirmed(handle.db, "ur")).toBe(1);
    // Used twice, forged, or cut: each answered in its own words.
    expect(await confirmSubscription(handle.db, token)).toBe("already-confirmed");
    expect(await confirmSubscription(handle.db, "A".repeat(43))).toBe("invalid");
    expect(await confirmSubscription(handle.db, token!.slice(0, 20))).toBe("invalid");
    // A confirmed address typed again gets no mail (the form's answer is the same).
    const before = await mailsTo(email);
    expect(await requestSubscription(handle.db, { email, locale: "en", siteUrl: SITE })).toBe(
      "already-confirmed",
    );
    expect(await mailsTo(email)).toBe(before);
  });

  it("refuses a late confirmation link and holds back a fourth mail to one address in a day", async () => {
    const email = "late@example.pk";
    await requestSubscription(handle.db, { email, locale: "en", siteUrl: SITE });
    const token = tokenIn((await sink.waitFor(email)).text, "/newsletter/confirm");
    await handle.db
      .update(newsletterSubscribers)
      .set({ confirmSentAt: sql`now() - interval '8 days'` })
      .where(eq(newsletterSubscribers.email, email));
    expect(await confirmSubscription(handle.db, token)).toBe("expired");
    expect(await requestSubscription(handle.db, { email, locale: "en", siteUrl: SITE })).toBe(
      "mailed",
    );
    expect(await requestSubscription(handle.db, { email, locale: "en", siteUrl: SITE })).toBe(
      "mailed",
    );
    expect(await requestSubscription(handle.db, { email, locale: "en", siteUrl: SITE })).toBe(
      "held-back",
    );
    expect(await mailsTo(email)).toBe(3);
  });

  it("sends an issue to its language's confirmed subscribers, with one-click unsubscribe headers", async () => {
    const admin = await addEditor(handle);
    for (const email of ["bilal@example.pk", "sana@example.pk"]) {
      await requestSubscription(handle.db, { email, locale: "en", siteUrl: SITE });
      await confirmSubscription(
        handle.db,
        tokenIn((await sink.waitFor(email)).text, "/newsletter/confirm"),
      );
    }
    const input = {
      locale: "en" as const,
      subject: "Board results",
      body: "Results are out.\n\nGood luck!",
      links: ["/latest/board-results"],
    };
    const saved = await saveIssue(handle.db, admin, null, input);
    if (!saved.ok) throw new Error("not saved");
    expect(await startSending(handle.db, admin, saved.id)).toEqual({ ok: true, recipients: 2 });
    expect(await startSending(handle.db, admin, saved.id)).toEqual({ ok: false, reason: "sent" });
    expect(await saveIssue(handle.db, admin, saved.id, input)).toEqual({
      ok: false,
      reason: "sent",
    });
    const mail = await sink.waitFor("bilal@example.pk", /Board results/);
    expect(mail.text).toContain(`${SITE}/latest/board-results`);
    expect(mail.text).toContain("Good luck!");
    expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const oneClick = /^<(.+)>$/.exec(mail.headers.get("list-unsubscribe") ?? "")?.[1];
    expect(oneClick).toMatch(new RegExp(`^${SITE}/api/newsletter/unsubscribe\\?token=`));
    const pageToken = tokenIn(mail.text, "/newsletter/unsubscribe");
    expect(oneClick).toContain(pageToken);
    // The Urdu subscriber of the first test gets nothing of an English issue.
    expect(
      sink.received
        .filter((m) => m.subject === "Board results")
        .map((m) => m.to)
        .sort(),
    ).toEqual(["bilal@example.pk", "sana@example.pk"]);

    // The mail client's POST: no session, no form token.
    const post = (url: string) =>
      answerOneClick(
        handle.db,
        new Request(url, { method: "POST", body: "List-Unsubscribe=One-Click" }),
      );
    expect((await post(oneClick!)).status).toBe(200);
    expect(await unsubscribeState(handle.db, pageToken)).toBe("already-unsubscribed");
    expect(await (await post(oneClick!)).text()).toBe("This address was already unsubscribed.");
    expect((await post(`${SITE}/api/newsletter/unsubscribe?token=${"B".repeat(43)}`)).status).toBe(
      404,
    );
    expect((await post(`${SITE}/api/newsletter/unsubscribe`)).status).toBe(404);
    // The page's button, for the other subscriber.
    const sana = await sink.waitFor("sana@example.pk", /Board results/);
    const sanaToken = tokenIn(sana.text, "/newsletter/unsubscribe");
    expect(await unsubscribeState(handle.db, sanaToken)).toBe("usable");
    expect(await unsubscribe(handle.db, sanaToken)).toBe("unsubscribed");
    expect(await unsubscribe(handle.db, sanaToken)).toBe("already-unsubscribed");
    expect(await countConfirmed(handle.db, "en")).toBe(0);

    const row = await issueWithCounts(handle.db, saved.id);
    expect(row!.issue.state).toBe("sent");
    expect(row!.counts).toMatchObject({ queued: 2, unsubscribed: 2, failed: 0 });
    const entries = await handle.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.kind, "newsletter"), eq(auditLog.subjectId, String(saved.id))));
    expect(entries.map((entry) => entry.action).sort()).toEqual(["create", "send"]);
  });

  it("lists every issue in the workspace, a page at a time, newest first", async () => {
    const admin = await addEditor(handle);
    for (let i = 0; i < 2 * PAGE_SIZE + 5; i += 1) {
      const input = { locale: "en" as const, subject: `Issue ${i}`, body: "Text.", links: [] };
      expect(await saveIssue(handle.db, admin, null, input)).toMatchObject({ ok: true });
    }
    const seen = await everyPage(
      (after) => listIssues(handle.db, after),
      (row) => row.issue.id,
    );
    const [stored] = await handle.db.select({ total: count() }).from(newsletterIssues);
    expectNewestFirstOnce(seen, stored!.total);
  });
});
