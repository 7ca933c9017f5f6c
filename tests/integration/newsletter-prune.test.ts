import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { newsletterSubscribers } from "@/server/db/schema";
import { logSender } from "@/server/mail/transport";
import { startMailWorker } from "@/server/mail/worker";
import {
  pruneUnconfirmedSubscribers,
  UNCONFIRMED_KEEP_DAYS,
} from "@/server/newsletter/subscriptions";
import { DATABASE_KINDS, openTestDatabase } from "./databases";
import { FAST, until } from "./mail-timings";

const daysAgo = (days: number) => sql`now() - ${days} * interval '1 day'`;

describe.each(DATABASE_KINDS)("unconfirmed newsletter addresses on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(() => handle.close());

  /** Addresses of each kind; the old ones are past the retention by a day. */
  async function addresses(prefix: string) {
    const old = UNCONFIRMED_KEEP_DAYS + 1;
    const rows = {
      oldUnconfirmed: { confirmSentAt: daysAgo(old), createdAt: daysAgo(old) },
      // Typed in long ago, but a link was mailed again lately: kept until that one is old.
      linkedAgain: { confirmSentAt: daysAgo(2), createdAt: daysAgo(old) },
      neverMailed: { confirmSentAt: null, createdAt: daysAgo(old) },
      recent: { confirmSentAt: daysAgo(1), createdAt: daysAgo(1) },
      oldConfirmed: {
        confirmSentAt: daysAgo(old),
        createdAt: daysAgo(old),
        confirmedAt: daysAgo(old - 1),
      },
    };
    await handle.db.insert(newsletterSubscribers).values(
      Object.entries(rows).map(([name, row]) => ({
        email: `${prefix}-${name.toLowerCase()}@example.pk`,
        ...row,
      })),
    );
    const left = async () =>
      (
        await handle.db
          .select({ email: newsletterSubscribers.email })
          .from(newsletterSubscribers)
          .where(
            inArray(
              newsletterSubscribers.email,
              Object.keys(rows).map((n) => `${prefix}-${n.toLowerCase()}@example.pk`),
            ),
          )
          .orderBy(newsletterSubscribers.email)
      ).map((row) => row.email.slice(prefix.length + 1, -"@example.pk".length));
    return left;
  }

  it("drops addresses not confirmed within the retention, keeps the rest", async () => {
    const left = await addresses("direct");
    expect(await pruneUnconfirmedSubscribers(handle.db)).toBe(2);
    expect(await left()).toEqual(["linkedagain", "oldconfirmed", "recent"]);
    expect(await pruneUnconfirmedSubscribers(handle.db)).toBe(0);
  });

  it("is the mail worker's hourly retention job", async () => {
    const left = await addresses("worker");
    const worker = startMailWorker(handle.db, logSender(false), FAST, undefined, () =>
      pruneUnconfirmedSubscribers(handle.db),
    );
    try {
      await until(async () => (await left()).length === 3, 5_000);
      expect(await left()).toEqual(["linkedagain", "oldconfirmed", "recent"]);
    } finally {
      await worker.stop();
    }
  });
});
