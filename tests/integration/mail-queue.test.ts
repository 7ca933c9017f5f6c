import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { mailMessages } from "@/server/db/schema";
import {
  countMailByState,
  enqueueMail,
  enqueueMails,
  pruneSettledMail,
  recentMailFailures,
  type OutgoingMail,
} from "@/server/mail/queue";
import { messageIdOf, smtpSender } from "@/server/mail/transport";
import { startMailWorker } from "@/server/mail/worker";
import { startMailSink, type MailSink } from "../support/mail-sink";
import { DATABASE_KINDS, openTestDatabase } from "./databases";
import { FAST, until } from "./mail-timings";

const HOST = "parhai.example";

function mail(to: string, overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    to,
    locale: "en",
    kind: "test",
    subject: `Hello ${to}`,
    text: `Plain words for ${to}`,
    html: `<p>Words for ${to}</p>`,
    ...overrides,
  };
}

describe.each(DATABASE_KINDS)("the mail queue on %s", (kind) => {
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

  const sender = () =>
    smtpSender({ url: sink.url, from: "Parhai <no-reply@parhai.example>", host: HOST });
  const settled = async () => {
    const counts = await countMailByState(handle.db);
    return counts.queued === 0 && counts.sending === 0;
  };

  it("sends a queued mail through SMTP with its text, HTML and headers, and marks it sent", async () => {
    const id = await enqueueMail(
      handle.db,
      mail("first@example.com", { headers: { "List-Unsubscribe": "<https://parhai.example/u>" } }),
    );
    const worker = startMailWorker(handle.db, sender(), FAST);
    const received = await sink.waitFor("first@example.com");
    await until(settled, 5_000);
    await worker.stop();
    expect(received.messageId).toBe(messageIdOf({ id }, HOST));
    expect(received.text).toContain("Plain words for first@example.com");
    expect(received.html).toContain("<p>Words for first@example.com</p>");
    expect(received.headers.get("list-unsubscribe")).toBe("<https://parhai.example/u>");
    const [row] = await handle.db.select().from(mailMessages).where(eq(mailMessages.id, id));
    expect(row).toMatchObject({ state: "sent", attempts: 1, leaseToken: null });
  });

  it("writes nothing when the transaction that queued the mail rolls back", async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await enqueueMail(tx, mail("rolled-back@example.com"));
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    const rows = await handle.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.recipient, "rolled-back@example.com"));
    expect(rows).toHaveLength(0);
  });

  it("gives up on a mail the server refuses for good and shows it among the failures", async () => {
    const id = await enqueueMail(handle.db, mail("refused@example.com", { kind: "bounce" }));
    const worker = startMailWorker(handle.db, sender(), FAST);
    await until(settled, 5_000);
    await worker.stop();
    const [row] = await handle.db.select().from(mailMessages).where(eq(mailMessages.id, id));
    expect(row).toMatchObject({ state: "failed", attempts: 1 });
    const failures = await recentMailFailures(handle.db);
    expect(failures[0]).toMatchObject({ id, kind: "bounce" });
    expect(failures[0]!.lastError).toMatch(/550/);
  });

  it("sends 2,000 mails with two workers while the SMTP server is down for 10 s: none lost, none twice", async () => {
    sink.received.length = 0;
    const batch = Array.from({ length: 2_000 }, (_, i) =>
      mail(`subscriber-${i}@example.com`, { kind: "newsletter" }),
    );
    const ids: number[] = [];
    for (let at = 0; at < batch.length; at += 500) {
      ids.push(...(await enqueueMails(handle.db, batch.slice(at, at + 500))));
    }
    // Two servers' workers at once: claims must keep them apart.
    const workers = [
      startMailWorker(handle.db, sender(), FAST),
      startMailWorker(handle.db, sender(), FAST),
    ];
    await until(() => Promise.resolve(sink.received.length >= 400), 60_000);
    await sink.stop();
    const stoppedAt = sink.received.length;
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    expect(sink.received.length).toBe(stoppedAt);
    await sink.start();
    await until(settled, 120_000);
    await Promise.all(workers.map((worker) => worker.stop()));

    const wanted = new Set(ids.map((id) => messageIdOf({ id }, HOST)));
    const got = sink.received.map((received) => received.messageId).filter((m) => wanted.has(m));
    expect(got).toHaveLength(2_000);
    expect(new Set(got).size).toBe(2_000);
    const [counts] = await handle.db
      .select({
        sent: sql<number>`count(*) FILTER (WHERE ${mailMessages.state} = 'sent')`.mapWith(Number),
        retried: sql<number>`count(*) FILTER (WHERE ${mailMessages.attempts} > 1)`.mapWith(Number),
      })
      .from(mailMessages)
      .where(eq(mailMessages.kind, "newsletter"));
    expect(counts!.sent).toBe(2_000);
    // The outage was seen and outlived: some mails needed more than one attempt.
    expect(counts!.retried).toBeGreaterThan(0);
  }, 180_000);

  it("prunes settled mails older than the retention, never waiting ones", async () => {
    const waiting = await enqueueMail(handle.db, mail("later@example.com"));
    await handle.db
      .update(mailMessages)
      .set({ settledAt: sql`now() - interval '2 days'` })
      .where(sql`${mailMessages.state} IN ('sent', 'failed')`);
    const pruned = await pruneSettledMail(handle.db, 24 * 3_600_000);
    expect(pruned).toBeGreaterThanOrEqual(2_002);
    const left = await handle.db.select({ id: mailMessages.id }).from(mailMessages);
    expect(left).toEqual([{ id: waiting }]);
  });
});
