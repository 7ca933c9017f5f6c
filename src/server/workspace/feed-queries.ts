import "server-only";
import { and, arrayContains, asc, desc, eq, gt, ilike, sql } from "drizzle-orm";
import { z } from "zod";
import { cursorInt, cursorText, decodeCursor, encodeCursor } from "@/lib/cursor";
import { containsPattern } from "@/lib/search-terms";
import type { Database } from "@/server/db/client";
import { coaching, featured, jobs, updates } from "@/server/db/schema";
import { updateMatches } from "@/server/search/documents";
import type { EntryKind } from "./entry-writes";
import { PAGE_SIZE, toPage, type Page } from "./list-params";

export type UpdateListRow = { id: number; title: string; postedAt: Date; tags: string[] };

const updateCursor = z.tuple([cursorText, cursorInt]);

/** Updates newest first, as /latest shows them; by tag through the GIN index on tags. */
export async function listUpdates(
  db: Database,
  filter: { tsQuery: string | null; tag: string; after: string },
): Promise<Page<UpdateListRow>> {
  const after = decodeCursor(filter.after, updateCursor);
  const afterDate = after ? new Date(after[0]) : null;
  const rows = await db
    .select({
      id: updates.id,
      title: updates.title,
      postedAt: updates.postedAt,
      tags: updates.tags,
    })
    .from(updates)
    .where(
      and(
        filter.tag ? arrayContains(updates.tags, [filter.tag]) : undefined,
        filter.tsQuery ? updateMatches(sql`to_tsquery('simple', ${filter.tsQuery})`) : undefined,
        after && afterDate && !Number.isNaN(afterDate.getTime())
          ? sql`(${updates.postedAt}, ${updates.id}) < (${afterDate.toISOString()}::timestamptz, ${after[1]})`
          : undefined,
      ),
    )
    .orderBy(desc(updates.postedAt), desc(updates.id))
    .limit(PAGE_SIZE + 1);
  return toPage(rows, (r) => encodeCursor([r.postedAt.toISOString(), r.id]));
}

export async function getUpdate(db: Database, id: number) {
  const [row] = await db.select().from(updates).where(eq(updates.id, id));
  return row ?? null;
}

export type EntryListRow = { id: number; title: string; link: string };

const TABLES = { featured, coaching, jobs };

/** Featured, coaching or job entries in the feed's order (by id), titles matching the search. */
export async function listEntries(
  db: Database,
  kind: EntryKind,
  filter: { text: string; after: string },
): Promise<Page<EntryListRow>> {
  const table = TABLES[kind];
  const after = decodeCursor(filter.after, z.tuple([cursorInt]));
  const rows = await db
    .select({ id: table.id, title: table.title, link: table.link })
    .from(table)
    .where(
      and(
        filter.text ? ilike(table.title, containsPattern(filter.text)) : undefined,
        after ? gt(table.id, after[0]) : undefined,
      ),
    )
    .orderBy(asc(table.id))
    .limit(PAGE_SIZE + 1);
  return toPage(rows, (r) => encodeCursor([r.id]));
}

export async function getEntry(db: Database, kind: EntryKind, id: number) {
  const table = TABLES[kind];
  const [row] = await db
    .select({
      id: table.id,
      title: table.title,
      description: table.description,
      link: table.link,
    })
    .from(table)
    .where(eq(table.id, id));
  return row ?? null;
}
