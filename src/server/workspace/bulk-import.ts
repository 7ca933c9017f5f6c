import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, lt, or, sql } from "drizzle-orm";
import { writeContent, type ImportCounts } from "@/server/content/import";
import { parseContentFile, type RowError } from "@/server/content/parse";
import type { ContentRows } from "@/server/content/schemas";
import type { Database } from "@/server/db/client";
import { importDrafts } from "@/server/db/schema";
import { writeAudit, type Actor } from "./audit";

/** Per collection with rows in the file: how many are new, changed and unchanged. */
export type BulkCounts = Partial<
  Record<keyof ContentRows, { new: number; changed: number; unchanged: number }>
>;

export type ImportCheck =
  | { ok: false; errors: RowError[] }
  | { ok: true; draftId: string; fileName: string; counts: BulkCounts };

export type ImportResult =
  | { ok: true; fileName: string; counts: BulkCounts }
  | { ok: false; reason: "gone" }
  | { ok: false; reason: "invalid"; errors: RowError[] };

function toBulkCounts(counts: ImportCounts): BulkCounts {
  const result: BulkCounts = {};
  for (const [name, c] of Object.entries(counts) as [
    keyof ContentRows,
    ImportCounts["lectures"],
  ][]) {
    if (c.received === 0) continue;
    result[name] = {
      new: c.created,
      changed: c.written - c.created,
      unchanged: c.received - c.written,
    };
  }
  return result;
}

class DryRunDone extends Error {
  constructor(readonly counts: ImportCounts) {
    super("dry run");
  }
}

/**
 * What the import would do: the importer's own write, in a transaction that is then rolled back,
 * so the counts are exactly those of the real write (and a row the database refuses shows now).
 */
async function dryRun(db: Database, rows: ContentRows): Promise<ImportCounts> {
  try {
    await db.transaction(async (tx) => {
      throw new DryRunDone(await writeContent(tx, rows));
    });
  } catch (error) {
    if (error instanceof DryRunDone) return error.counts;
    throw error;
  }
  throw new Error("unreachable: the dry run always rolls back");
}

// A draft waits for its editor's confirmation at most a day.
const DRAFT_LIFETIME = sql`now() - interval '1 day'`;

/**
 * Step 1 of a bulk upload: validates every row (the importer's rules and messages), and when all
 * are valid, counts what would change and keeps the file as a draft in the database, so the
 * confirmation may reach any server. Nothing is published.
 */
export async function checkImport(
  db: Database,
  actor: Actor,
  fileName: string,
  text: string,
): Promise<ImportCheck> {
  const parsed = parseContentFile(text, fileName);
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  const counts = toBulkCounts(await dryRun(db, parsed.rows));
  const draftId = randomUUID();
  await db.transaction(async (tx) => {
    // One draft per editor, and none older than a day.
    await tx
      .delete(importDrafts)
      .where(or(eq(importDrafts.userId, actor.id), lt(importDrafts.createdAt, DRAFT_LIFETIME)));
    await tx
      .insert(importDrafts)
      .values({ id: draftId, userId: actor.id, fileName, content: text });
  });
  return { ok: true, draftId, fileName, counts };
}

/**
 * Step 2: writes the checked file, all rows or none, with its audit entry, in one transaction;
 * the content version moves with it when anything changed. Only the editor who checked the file
 * can confirm it.
 */
export async function confirmImport(
  db: Database,
  actor: Actor,
  draftId: string,
): Promise<ImportResult> {
  return db.transaction(async (tx): Promise<ImportResult> => {
    const [draft] = await tx
      .delete(importDrafts)
      .where(and(eq(importDrafts.id, draftId), eq(importDrafts.userId, actor.id)))
      .returning();
    if (!draft) return { ok: false, reason: "gone" };
    const parsed = parseContentFile(draft.content, draft.fileName);
    if (!parsed.ok) return { ok: false, reason: "invalid", errors: parsed.errors };
    const counts = toBulkCounts(await writeContent(tx, parsed.rows));
    await writeAudit(tx, {
      actor,
      kind: "import",
      action: "import",
      subjectId: null,
      summary: draft.fileName,
      before: null,
      after: counts,
    });
    return { ok: true, fileName: draft.fileName, counts };
  });
}
