import "server-only";
import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "@/server/db/client";
import { coaching, featured, jobs, lectures, updates } from "@/server/db/schema";

export type ContentCounts = Record<
  "lectures" | "updates" | "featured" | "coaching" | "jobs",
  number
>;

/** How much content the site holds, for the workspace's first screen. */
export async function countContent(db: Database): Promise<ContentCounts> {
  const total = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  const [l, u, f, c, j] = await Promise.all([
    total(lectures),
    total(updates),
    total(featured),
    total(coaching),
    total(jobs),
  ]);
  return { lectures: l, updates: u, featured: f, coaching: c, jobs: j };
}
