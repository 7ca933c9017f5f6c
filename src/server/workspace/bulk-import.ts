import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, lt, or, sql } from "drizzle-orm";
import { writeContent, type ImportCounts } from "@/server/content/import";
import { emptyTrace } from "@/server/content/import-trace";
import { parseContentFileInSteps, type RowError } from "@/server/content/parse";
import type { ContentRows } from "@/server/content/schemas";
import type { Database } from "@/server/db/client";
import { importDrafts } from "@/server/db/schema";
import { writeAuditEntries, type Actor } from "./audit";
import {
  chapterNameProblems,
  futureUpdateProblems,
  rowAuditEntries,
  rowChanges,
  type RowChange,
} from "./import-changes";

/** Per collection with rows in the file: how many are new, changed and unchanged. */
export type BulkCounts = Partial<
  Record<keyof ContentRows, { new: number; changed: number; unchanged: number }>
>;

export type ImportCheck =
  | { ok: false; errors: RowError[] }
  /** `draftId` null: nothing would change, so there is nothing to confirm. */
  | {
      ok: true;
      draftId: string | null;
      fileName: string;
      counts: BulkCounts;
      changes: RowChange[];
    };

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

/** What the import's write did, row by row, or why it may not stand. */
type Written = { counts: ImportCounts; changes: RowChange[]; problems: RowError[] };

/**
 * The importer's write with every row traced, and what the workspace refuses checked: a chapter
 * given a second name, an update dated in the future.
 */
async function writeTraced(
  tx: Database,
  rows: ContentRows,
  lines: ReadonlyMap<string, number>,
): Promise<Written> {
  const trace = emptyTrace();
  const counts = await writeContent(tx, rows, trace);
  return {
    counts,
    changes: await rowChanges(trace),
    problems: [
      ...(await chapterNameProblems(tx, trace, lines)),
      ...futureUpdateProblems(trace, lines),
    ],
  };
}

/** Leaves a transaction, rolling it back, with what it found. */
class RollBack extends Error {
  constructor(readonly written: Written) {
    super("rolled back");
  }
}

/**
 * What the import would do: the importer's own write, in a transaction that is then rolled back,
 * so the counts and changes are exactly those of the real write (a row the database refuses, or a
 * chapter given a second name, shows now).
 */
async function dryRun(
  db: Database,
  rows: ContentRows,
  lines: ReadonlyMap<string, number>,
): Promise<Written> {
  try {
    await db.transaction(async (tx) => {
      throw new RollBack(await writeTraced(tx, rows, lines));
    });
  } catch (error) {
    if (error instanceof RollBack) return error.written;
    throw error;
  }
  throw new Error("unreachable: the dry run always rolls back");
}

// A draft waits for its editor's confirmation at most a day.
const DRAFT_LIFETIME = sql`now() - interval '1 day'`;

/**
 * Step 1 of a bulk upload: validates every row (the importer's rules and messages), and when all
 * are valid, works out what would change and keeps the file as a draft in the database, so the
 * confirmation may reach any server. Nothing is published.
 */
export async function checkImport(
  db: Database,
  actor: Actor,
  fileName: string,
  text: string,
): Promise<ImportCheck> {
  const parsed = await parseContentFileInSteps(text, fileName);
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  const written = await dryRun(db, parsed.rows, parsed.lines);
  if (written.problems.length > 0) {
    return { ok: false, errors: written.problems.map((e) => ({ ...e, file: fileName })) };
  }
  const counts = toBulkCounts(written.counts);
  const draftId = written.changes.length > 0 ? randomUUID() : null;
  await db.transaction(async (tx) => {
    // One draft per editor, and none older than a day.
    await tx
      .delete(importDrafts)
      .where(or(eq(importDrafts.userId, actor.id), lt(importDrafts.createdAt, DRAFT_LIFETIME)));
    if (draftId) {
      await tx
        .insert(importDrafts)
        .values({ id: draftId, userId: actor.id, fileName, content: text });
    }
  });
  return { ok: true, draftId, fileName, counts, changes: written.changes };
}

/**
 * Step 2: writes the checked file, all rows or none, in one transaction with its audit entries:
 * one per row created or changed (each changed field before and after) and one for the upload
 * with its counts. The content version moves with it. Only the editor who checked the file can
 * confirm it. The file is read before the transaction, which then takes the draft (so it is
 * imported once) and writes in short statements (decision 0062).
 */
export async function confirmImport(
  db: Database,
  actor: Actor,
  draftId: string,
): Promise<ImportResult> {
  const mine = and(eq(importDrafts.id, draftId), eq(importDrafts.userId, actor.id));
  const [draft] = await db.select().from(importDrafts).where(mine);
  if (!draft) return { ok: false, reason: "gone" };
  const parsed = await parseContentFileInSteps(draft.content, draft.fileName);
  if (!parsed.ok) return { ok: false, reason: "invalid", errors: parsed.errors };
  try {
    return await db.transaction(async (tx): Promise<ImportResult> => {
      const taken = await tx.delete(importDrafts).where(mine).returning({ id: importDrafts.id });
      if (taken.length === 0) return { ok: false, reason: "gone" };
      const written = await writeTraced(tx, parsed.rows, parsed.lines);
      // Someone saved a lecture meanwhile: nothing of this file stands.
      if (written.problems.length > 0) throw new RollBack(written);
      const counts = toBulkCounts(written.counts);
      const upload = { actor, source: "upload", fileName: draft.fileName } as const;
      await writeAuditEntries(tx, [
        ...rowAuditEntries(written.changes, actor, draft.fileName),
        {
          ...upload,
          kind: "import",
          action: "import",
          subjectId: null,
          summary: draft.fileName,
          before: null,
          after: counts,
        },
      ]);
      return { ok: true, fileName: draft.fileName, counts };
    });
  } catch (error) {
    if (error instanceof RollBack)
      return { ok: false, reason: "invalid", errors: error.written.problems };
    throw error;
  }
}
