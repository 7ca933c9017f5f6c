import "server-only";
import { asc, desc, gt, lt, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { ENTRIES_PER_PAGE, type PageRequest } from "@/lib/feed-paging";
import { getDb, type Database } from "@/server/db/client";
import { coaching, featured, jobs } from "@/server/db/schema";
import { readOrFallback } from "@/server/safe-read";
import { readListPage, type ListPage } from "./paging";

/** A Featured or Coaching entry of the feed's left column. */
export type FeedEntry = { id: number; title: string; description: string; link: string };
export type FeedJob = { id: number; title: string; description: string | null; link: string };

/** The lists beside the feed: newest first (the highest id was imported last), by id cursor. */
export type EntryList = "featured" | "coaching" | "jobs";
export type EntryRow<List extends EntryList> = List extends "jobs" ? FeedJob : FeedEntry;

const tables = { featured, coaching, jobs } as const;

type Reader<Row> = (
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
) => Promise<Row[]>;

const readers: { [List in EntryList]: Reader<EntryRow<List>> } = {
  featured: (db, where, order, limit) =>
    db
      .select()
      .from(featured)
      .where(where)
      .orderBy(...order)
      .limit(limit),
  coaching: (db, where, order, limit) =>
    db
      .select()
      .from(coaching)
      .where(where)
      .orderBy(...order)
      .limit(limit),
  jobs: (db, where, order, limit) =>
    db
      .select()
      .from(jobs)
      .where(where)
      .orderBy(...order)
      .limit(limit),
};

function idColumn(list: EntryList): PgColumn {
  return tables[list].id;
}

/** The newest entries of a list, for the columns of /latest. */
export function getNewestEntries<List extends EntryList>(
  list: List,
  limit: number,
  db?: Database,
): Promise<EntryRow<List>[]> {
  return readOrFallback(
    `${list} entries`,
    async () => readers[list](db ?? (await getDb()), undefined, [desc(idColumn(list))], limit),
    [],
  );
}

/** One page of a list's own page (/latest/jobs, /latest/featured, /latest/coaching). */
export function getEntriesPage<List extends EntryList>(
  list: List,
  request: PageRequest<number>,
  db?: Database,
): Promise<ListPage<EntryRow<List>, number>> {
  const id = idColumn(list);
  return readOrFallback(
    `${list} page`,
    async () => {
      const database = db ?? (await getDb());
      return readListPage<EntryRow<List>, number>(
        {
          read: (where, order, limit) =>
            readers[list](database, where, [order === "newest" ? desc(id) : asc(id)], limit),
          olderThan: (cursor) => lt(id, cursor),
          newerThan: (cursor) => gt(id, cursor),
          cursorOf: (row) => row.id,
        },
        request,
        ENTRIES_PER_PAGE,
      );
    },
    { kind: "page", rows: [], older: null, newer: null },
  );
}
