import "server-only";
import { arrayContains, asc, desc, sql } from "drizzle-orm";
import { getDb, type Database } from "@/server/db/client";
import { coaching, featured, jobs, updates } from "@/server/db/schema";
import { readOrFallback } from "@/server/safe-read";

export type UpdateSummary = { id: number; title: string; postedAt: Date; tags: string[] };
export type FeedUpdate = UpdateSummary & { content: string; link: string; thumbnail: string };
/** A Featured or Coaching entry of the feed's left column. */
export type FeedEntry = { id: number; title: string; description: string; link: string };
export type FeedJob = { id: number; title: string; description: string | null; link: string };

// Newest first; the id breaks ties so two posts of the same moment keep one order everywhere.
const newestFirst = [desc(updates.postedAt), desc(updates.id)] as const;

// Tags are shown in one order on every database: sorting in SQL would follow each server's collation.
const tagOrder = new Intl.Collator("en", { numeric: true });

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
        .orderBy(...newestFirst)
        .limit(limit),
    [],
  );
}

/** Every update, newest first; with a tag, only those whose tags contain it (spec section 5). */
export function getFeedUpdates(tag: string | null, db?: Database): Promise<FeedUpdate[]> {
  return readOrFallback(
    "feed updates",
    async () =>
      (db ?? (await getDb()))
        .select({
          id: updates.id,
          title: updates.title,
          content: updates.content,
          link: updates.link,
          thumbnail: updates.thumbnail,
          tags: updates.tags,
          postedAt: updates.postedAt,
        })
        .from(updates)
        // `tags @> ARRAY[tag]` uses the GIN index on tags.
        .where(tag === null ? undefined : arrayContains(updates.tags, [tag]))
        .orderBy(...newestFirst),
    [],
  );
}

/** The distinct tags found in the updates, for the filter bar. */
export function getUpdateTags(db?: Database): Promise<string[]> {
  return readOrFallback(
    "update tags",
    async () => {
      const rows = await (db ?? (await getDb()))
        .selectDistinct({ tag: sql<string>`unnest(${updates.tags})` })
        .from(updates);
      return rows.map((row) => row.tag).sort(tagOrder.compare);
    },
    [],
  );
}

export function getFeaturedEntries(db?: Database): Promise<FeedEntry[]> {
  return readOrFallback(
    "featured entries",
    async () => (db ?? (await getDb())).select().from(featured).orderBy(asc(featured.id)),
    [],
  );
}

export function getCoachingEntries(db?: Database): Promise<FeedEntry[]> {
  return readOrFallback(
    "coaching entries",
    async () => (db ?? (await getDb())).select().from(coaching).orderBy(asc(coaching.id)),
    [],
  );
}

export function getStudentJobs(db?: Database): Promise<FeedJob[]> {
  return readOrFallback(
    "student jobs",
    async () => (db ?? (await getDb())).select().from(jobs).orderBy(asc(jobs.id)),
    [],
  );
}
