import "server-only";
import type { ContentTrace, WrittenRow } from "@/server/content/import-trace";
import { rowError, type RowError } from "@/server/content/parse";
import { mapInSlices } from "@/server/content/turns";
import type { QuestionValues } from "@/server/content/question-row";
import { naturalKey, type ContentRows } from "@/server/content/schemas";
import type { Database } from "@/server/db/client";
import type { lectures } from "@/server/db/schema";
import type { Actor, AuditEntry, AuditKind } from "./audit";
import { changedFields } from "./change";
import { chapterKeyText, chapterNames, type ChapterKey } from "./chapter-names";
import { lectureSummary } from "./lecture-writes";
import { questionSummary } from "@/server/quiz/question-writes";
import { isFuture } from "./update-writes";

/*
 * What a bulk upload creates and changes, row by row, as the check lists it and the audit log
 * keeps it: each row's values come from the database (before: read in the import's transaction;
 * after: what the write returned), the file gives only its name (decision 0025).
 */

export type RowChange = {
  collection: keyof ContentRows;
  kind: AuditKind;
  id: number;
  action: "create" | "update";
  summary: string;
  /** A change: the fields that differ. A new row: before is empty, after holds every field. */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
};

const KIND: Record<keyof ContentRows, AuditKind> = {
  lectures: "lecture",
  featured: "featured",
  coaching: "coaching",
  updates: "update",
  jobs: "job",
  questions: "question",
};

function summaryOf(collection: keyof ContentRows, row: Record<string, unknown>): string {
  if (collection === "lectures") return lectureSummary(row as typeof lectures.$inferSelect);
  if (collection === "questions") return questionSummary(row as QuestionValues);
  return String(row.title);
}

function changeOf(collection: keyof ContentRows, row: WrittenRow): RowChange {
  const base = {
    collection,
    kind: KIND[collection],
    id: row.id,
    summary: summaryOf(collection, row.after),
  };
  if (!row.before) return { ...base, action: "create", before: {}, after: row.after };
  return { ...base, action: "update", ...changedFields(row.before, row.after) };
}

/**
 * Every row the import created or changed, collection by collection, in the file's order; worked
 * out in slices of time, as a large file has tens of thousands (decision 0062).
 */
export async function rowChanges(trace: ContentTrace): Promise<RowChange[]> {
  let changes: RowChange[] = [];
  for (const collection of Object.keys(trace) as (keyof ContentRows)[]) {
    const rows = await mapInSlices(trace[collection], (row) => changeOf(collection, row));
    changes = changes.concat(rows);
  }
  return changes;
}

/** One audit entry per row created or changed, named by the upload's file. */
export function rowAuditEntries(
  changes: RowChange[],
  actor: Actor,
  fileName: string,
): AuditEntry[] {
  return changes.map((change) => ({
    actor,
    kind: change.kind,
    action: change.action,
    subjectId: change.id,
    summary: change.summary,
    before: change.action === "create" ? null : change.before,
    after: change.after,
    source: "upload",
    fileName,
  }));
}

/**
 * The lectures the import created or renamed whose chapter now has two names (decision 0024),
 * each named by its line. Run after the write, in its transaction: the database then holds the
 * file's rows and the chapters' other lectures together.
 */
export async function chapterNameProblems(
  tx: Database,
  trace: ContentTrace,
  lines: ReadonlyMap<string, number>,
): Promise<RowError[]> {
  const joined = trace.lectures.filter(
    (row) => !row.before || row.before.chapterName !== row.after.chapterName,
  );
  const keyed = await mapInSlices(joined, ({ after }) => ({
    after,
    text: chapterKeyText(after as ChapterKey),
  }));
  const keys = new Map(keyed.map(({ after, text }) => [text, after as ChapterKey]));
  if (keys.size === 0) return [];
  const names = await chapterNames(tx, [...keys.values()]);
  const found = await mapInSlices(keyed, ({ after, text }): RowError | null => {
    const others = (names.get(text) ?? []).filter((n) => n.name !== after.chapterName);
    if (others.length === 0) return null;
    const key = naturalKey("lectures", { ...after, class: after.classSlug });
    return rowError(
      { line: lines.get(`lectures:${key}`) ?? 0, collection: "lectures", field: "chapterName" },
      "chapterSplit",
      {
        chapterNo: Number(after.chapterNo),
        name: String(after.chapterName),
        other: others[0]!.name,
      },
    );
  });
  const problems = found.filter((problem) => problem !== null);
  return problems.sort((a, b) => a.line - b.line);
}

/**
 * The updates the import would create with a posted-on time in the future: refused, as in the
 * form, since an update is public, and first on Latest, as soon as it is written (decision 0025).
 */
export function futureUpdateProblems(
  trace: ContentTrace,
  lines: ReadonlyMap<string, number>,
): RowError[] {
  return trace.updates
    .filter((row) => !row.before && isFuture(row.after.postedAt as Date))
    .map((row) =>
      rowError(
        {
          line: lines.get(`updates:${naturalKey("updates", row.after)}`) ?? 0,
          collection: "updates",
          field: "postedAt",
        },
        "future",
      ),
    );
}
