import "server-only";
import { and, arrayContains, arrayOverlaps, asc, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import { UPDATES_PER_PAGE, type PageRequest, type UpdateCursor } from "@/lib/feed-paging";
import { getDb, type Database } from "@/server/db/client";
import { updates, updateTags } from "@/server/db/schema";
import { readOrFallback } from "@/server/safe-read";
import { readListPage, type ListPage } from "./paging";

export type UpdateSummary = { id: number; title: string; postedAt: Date; tags: string[] };
export type FeedUpdate = UpdateSummary & {
  content: string;
  link: string;
  thumbnail: string;
  /** The posted-on time in whole microseconds, as PostgreSQL keeps it: the feed's cursor. */
  postedAtMicros: string;
};
export type UpdatesPage = ListPage<FeedUpdate, UpdateCursor>;

/** Related updates on an update's page. */
export const RELATED_UPDATES = 5;

// Newest first; the id breaks ties so two posts of the same moment keep one order everywhere.
const newestFirst = [desc(updates.postedAt), desc(updates.id)] as const;
const oldestFirst = [asc(updates.postedAt), asc(updates.id)] as const;

// Tags are shown in one order on every database: sorting in SQL would follow each server's collation.
const tagOrder = new Intl.Collator("en", { numeric: true });

const feedColumns = {
  id: updates.id,
  title: updates.title,
  content: updates.content,
  link: updates.link,
  thumbnail: updates.thumbnail,
  tags: updates.tags,
  postedAt: updates.postedAt,
  // extract(epoch) is numeric (exact) since PostgreSQL 14.
  postedAtMicros: sql<string>`(extract(epoch from ${updates.postedAt}) * 1000000)::bigint::text`,
};

/** The cursor's time as a timestamptz, to the microsecond (integer arithmetic, no rounding). */
function cursorTime(cursor: UpdateCursor): SQL {
  return sql`('epoch'::timestamptz + ${cursor.postedAtMicros}::bigint * interval '1 microsecond')`;
}

// Row comparisons on (posted_at, id) seek in the index on those two columns.
const olderThan = (c: UpdateCursor) =>
  sql`(${updates.postedAt}, ${updates.id}) < (${cursorTime(c)}, ${c.id}::integer)`;
const newerThan = (c: UpdateCursor) =>
  sql`(${updates.postedAt}, ${updates.id}) > (${cursorTime(c)}, ${c.id}::integer)`;

/** The feed's columns, order and cursor, for another list of updates (the site search's). */
export const UPDATE_FEED_ORDER = {
  columns: feedColumns,
  newestFirst,
  oldestFirst,
  olderThan,
  newerThan,
  cursorOf: (row: FeedUpdate): UpdateCursor => ({ postedAtMicros: row.postedAtMicros, id: row.id }),
};

// `tags @> ARRAY[tag]` uses the GIN index on tags.
const taggedWith = (tag: string | null) =>
  tag === null ? undefined : arrayContains(updates.tags, [tag]);

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

/** One page of the feed, newest first; with a tag, only updates whose tags contain it (spec 5). */
export function getUpdatesPage(
  tag: string | null,
  request: PageRequest<UpdateCursor>,
  db?: Database,
): Promise<UpdatesPage> {
  return readOrFallback(
    "feed updates",
    async () => {
      const database = db ?? (await getDb());
      return readListPage<FeedUpdate, UpdateCursor>(
        {
          read: (where, order, limit) =>
            database
              .select(feedColumns)
              .from(updates)
              .where(and(taggedWith(tag), where))
              .orderBy(...(order === "newest" ? newestFirst : oldestFirst))
              .limit(limit),
          olderThan,
          newerThan,
          cursorOf: UPDATE_FEED_ORDER.cursorOf,
        },
        request,
        UPDATES_PER_PAGE,
      );
    },
    { kind: "page", rows: [], older: null, newer: null },
  );
}

/**
 * The newest updates (with a tag, of that tag), for the RSS feed. A failed read throws: the feed
 * answers 503 rather than an empty feed that readers would keep.
 */
export async function getNewestUpdates(
  tag: string | null,
  limit: number,
  db?: Database,
): Promise<FeedUpdate[]> {
  return (db ?? (await getDb()))
    .select(feedColumns)
    .from(updates)
    .where(taggedWith(tag))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** One update; null when there is none with this id, undefined when the read failed. */
export function getUpdate(id: number, db?: Database): Promise<FeedUpdate | null | undefined> {
  return readOrFallback(
    "update",
    async () => {
      const [row] = await (db ?? (await getDb()))
        .select(feedColumns)
        .from(updates)
        .where(eq(updates.id, id));
      return row ?? null;
    },
    undefined,
  );
}

/** The newest other updates sharing a tag with this one (`&&` uses the GIN index on tags). */
export function getRelatedUpdates(update: FeedUpdate, db?: Database): Promise<UpdateSummary[]> {
  if (update.tags.length === 0) return Promise.resolve([]);
  return readOrFallback(
    "related updates",
    async () =>
      (db ?? (await getDb()))
        .select({
          id: updates.id,
          title: updates.title,
          postedAt: updates.postedAt,
          tags: updates.tags,
        })
        .from(updates)
        .where(and(arrayOverlaps(updates.tags, update.tags), ne(updates.id, update.id)))
        .orderBy(...newestFirst)
        .limit(RELATED_UPDATES),
    [],
  );
}

/**
 * The distinct tags of the updates, for the filter bar: a trigger keeps them in update_tags
 * (migration 0003), so this reads a few rows however many updates there are.
 */
export function getUpdateTags(db?: Database): Promise<string[]> {
  return readOrFallback(
    "update tags",
    async () => {
      const rows = await (db ?? (await getDb())).select({ tag: updateTags.tag }).from(updateTags);
      return rows.map((row) => row.tag).sort(tagOrder.compare);
    },
    [],
  );
}
