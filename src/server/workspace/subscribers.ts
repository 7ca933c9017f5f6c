import "server-only";
import { and, asc, count, gt, isNotNull } from "drizzle-orm";
import { csvLines } from "@/lib/csv-export";
import type { Database } from "@/server/db/client";
import { newsletterSubscribers } from "@/server/db/schema";

// Only confirmed addresses count and are exported: the others never said yes (decision 0068).
const confirmed = isNotNull(newsletterSubscribers.confirmedAt);

export async function countSubscribers(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(newsletterSubscribers).where(confirmed);
  return row?.n ?? 0;
}

// Read in slices by id, so a long list never sits in memory as one result.
const SLICE = 5000;

/** Every subscriber as CSV (address, date subscribed), oldest first, made safe for spreadsheets. */
export async function* subscribersCsv(db: Database): AsyncGenerator<string> {
  yield csvLines([["email", "subscribed_at"]]);
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        id: newsletterSubscribers.id,
        email: newsletterSubscribers.email,
        createdAt: newsletterSubscribers.createdAt,
      })
      .from(newsletterSubscribers)
      .where(and(confirmed, gt(newsletterSubscribers.id, after)))
      .orderBy(asc(newsletterSubscribers.id))
      .limit(SLICE);
    if (rows.length === 0) return;
    yield csvLines(rows.map((r) => [r.email, r.createdAt.toISOString()]));
    after = rows[rows.length - 1]!.id;
  }
}
