import "server-only";
import { desc } from "drizzle-orm";
import { getDb, type Database } from "@/server/db/client";
import { updates } from "@/server/db/schema";
import { readOrFallback } from "@/server/safe-read";

export type UpdateSummary = { id: number; title: string; postedAt: Date; tags: string[] };

export function getLatestUpdateSummaries(limit: number, db?: Database): Promise<UpdateSummary[]> {
  return readOrFallback(
    "latest update summaries",
    async () =>
      (db ?? (await getDb()))
        .select({
          id: updates.id,
          title: updates.title,
          postedAt: updates.postedAt,
          tags: updates.tags,
        })
        .from(updates)
        .orderBy(desc(updates.postedAt), desc(updates.id))
        .limit(limit),
    [],
  );
}
