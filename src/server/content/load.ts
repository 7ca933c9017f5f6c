import { readFile } from "node:fs/promises";
import { count } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { lectures, updates } from "@/server/db/schema";
import { z } from "zod";
import { importQuizzes, quizFile, type QuizFile } from "@/server/quiz/load";
import { importContent, type ImportCounts } from "./import";
import { formatRowErrors, parseContentFile, rowError, type RowError } from "./parse";
import { emptyContentRows, type ContentRows } from "./schemas";

export type LoadResult = { ok: true; counts: ImportCounts } | { ok: false; errors: RowError[] };

export const DEMO_FILES = [
  "content/demo/lectures.json",
  "content/demo/feed.json",
  "content/demo/quizzes.json",
];
/** Quiz files (src/server/quiz/load.ts) are read apart and written after the lectures. */
const QUIZ_FILE = /quizzes\.json$/;

async function readContent(
  files: string[],
): Promise<{ rows: ContentRows } | { errors: RowError[] }> {
  const rows = emptyContentRows();
  const errors: RowError[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = await readFile(file, "utf8");
    } catch (error) {
      const where = { file, line: 0, collection: "-", field: "-" };
      errors.push(
        (error as NodeJS.ErrnoException).code === "ENOENT"
          ? rowError(where, "fileNotFound")
          : rowError(where, "fileUnreadable", { reason: String(error) }),
      );
      continue;
    }
    const parsed = parseContentFile(text, file);
    if (!parsed.ok) errors.push(...parsed.errors);
    else
      for (const key of Object.keys(rows) as (keyof ContentRows)[]) {
        // A loop, not push(...rows): spreading tens of thousands of arguments can overflow.
        for (const row of parsed.rows[key] ?? []) (rows[key] as unknown[]).push(row);
      }
  }
  return errors.length > 0 ? { errors } : { rows };
}

/** Validates the files, then writes all their rows in one transaction, or nothing. */
export async function importContentFiles(db: Database, files: string[]): Promise<LoadResult> {
  const quizFiles = await readQuizFiles(files.filter((file) => QUIZ_FILE.test(file)));
  if ("errors" in quizFiles) return { ok: false, errors: quizFiles.errors };
  const content = await readContent(files.filter((file) => !QUIZ_FILE.test(file)));
  if ("errors" in content) return { ok: false, errors: content.errors };
  const counts = await importContent(db, content.rows);
  for (const quizzes of quizFiles.files) await importQuizzes(db, quizzes);
  return { ok: true, counts };
}

async function readQuizFiles(
  files: string[],
): Promise<{ files: QuizFile[] } | { errors: RowError[] }> {
  const read: QuizFile[] = [];
  for (const file of files) {
    const where = { file, line: 0, collection: "quizzes", field: "-" };
    try {
      const parsed = quizFile.safeParse(JSON.parse(await readFile(file, "utf8")));
      if (!parsed.success) {
        return {
          errors: [rowError(where, "fileUnreadable", { reason: z.prettifyError(parsed.error) })],
        };
      }
      read.push(parsed.data);
    } catch (error) {
      return { errors: [rowError(where, "fileUnreadable", { reason: String(error) })] };
    }
  }
  return { files: read };
}

/** Loads the demo content on the first boot of an empty database. Returns whether it did. */
export async function seedDemoContentIfEmpty(db: Database): Promise<boolean> {
  const [l] = await db.select({ n: count() }).from(lectures);
  const [u] = await db.select({ n: count() }).from(updates);
  if ((l?.n ?? 0) > 0 || (u?.n ?? 0) > 0) return false;
  const result = await importContentFiles(db, DEMO_FILES);
  if (!result.ok) throw new Error(`Demo content is invalid:\n${formatRowErrors(result.errors)}`);
  return true;
}
