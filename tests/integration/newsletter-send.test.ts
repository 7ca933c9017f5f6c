import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { mailMessages, newsletterDeliveries, newsletterSubscribers } from "@/server/db/schema";
import { countMailByState } from "@/server/mail/queue";
import { smtpSender } from "@/server/mail/transport";
import { startMailWorker } from "@/server/mail/worker";
import { getIssue, issueWithCounts, saveIssue, startSending } from "@/server/newsletter/issues";
import { queueIssueBatch } from "@/server/newsletter/sending";
import { startMailSink, type MailSink } from "../support/mail-sink";
import { addEditor } from "./editors";
import { DATABASE_KINDS, openTestDatabase } from "./databases";
import { FAST, until } from "./mail-timings";

const SITE = "https://parhai.example";

describe.each(DATABASE_KINDS)("a newsletter send on %s", (kind) => {
  let handle: DatabaseHandle;
  let sink: MailSink;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    sink = await startMailSink();
  });
  afterAll(async () => {
    await sink.stop();
    await handle.close();
  });

  const server = () =>
    startMailWorker(
      handle.db,
      smtpSender({
        url: sink.url,
        from: "Parhai <no-reply@parhai.example>",
        host: "parhai.example",
      }),
      FAST,
      () => queueIssueBatch(handle.db, SITE),
    );
  const issueMails = () => sink.received.filter((mail) => mail.subject === "Admissions open");

  it("reaches 2,000 subscribers through a server restart and 10 s without SMTP: none lost, none twice", async () => {
    const emails = Array.from({ length: 2_000 }, (_, i) => `reader-${i}@example.pk`);
    for (let at = 0; at < emails.length; at += 500) {
      await handle.db
        .insert(newsletterSubscribers)
        .values(
          emails
            .slice(at, at + 500)
            .map((email) => ({ email, locale: "en", confirmedAt: new Date() })),
        );
    }
    // One waiting and one Urdu subscriber: neither gets this issue.
    await handle.db.insert(newsletterSubscribers).values([
      { email: "waiting@example.pk", locale: "en" },
      { email: "urdu@example.pk", locale: "ur", confirmedAt: new Date() },
    ]);
    const admin = await addEditor(handle);
    const saved = await saveIssue(handle.db, admin, null, {
      locale: "en",
      subject: "Admissions open",
      body: "Admissions are open.",
      links: [],
    });
    if (!saved.ok) throw new Error("not saved");
    await startSending(handle.db, admin, saved.id);

    // A server sends part of it and stops; two others take over.
    const first = server();
    await until(() => Promise.resolve(issueMails().length >= 300), 60_000);
    await first.stop();
    expect((await getIssue(handle.db, saved.id))!.state).toBe("sending");
    const others = [server(), server()];
    await until(() => Promise.resolve(issueMails().length >= 800), 60_000);
    await sink.stop();
    const stoppedAt = issueMails().length;
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    expect(issueMails().length).toBe(stoppedAt);
    await sink.start();
    await until(async () => {
      const counts = await countMailByState(handle.db);
      const issue = await getIssue(handle.db, saved.id);
      return issue!.state === "sent" && counts.queued === 0 && counts.sending === 0;
    }, 120_000);
    await Promise.all(others.map((worker) => worker.stop()));

    const got = issueMails().map((mail) => mail.to);
    expect(got).toHaveLength(2_000);
    expect(new Set(got)).toEqual(new Set(emails));
    const row = await issueWithCounts(handle.db, saved.id);
    expect(row!.counts).toMatchObject({ queued: 2_000, sent: 2_000, failed: 0, waiting: 0 });
    const deliveries = await handle.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.issueId, saved.id));
    expect(deliveries[0]!.n).toBe(2_000);
    const [retried] = await handle.db
      .select({
        n: sql<number>`count(*) FILTER (WHERE ${mailMessages.attempts} > 1)`.mapWith(Number),
      })
      .from(mailMessages)
      .where(eq(mailMessages.kind, "newsletter"));
    // The outage was seen and outlived: some mails needed more than one attempt.
    expect(retried!.n).toBeGreaterThan(0);
  }, 180_000);
});
