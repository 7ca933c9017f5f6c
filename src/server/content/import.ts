import { sql, type SQL } from "drizzle-orm";
import { getTableName } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "@/server/db/client";
import { coaching, featured, jobs, lectures, updates } from "@/server/db/schema";
import { placeholderValues, preparedPerSize, rowPlaceholders } from "@/server/db/prepared";
import {
  currentRowsReader,
  tracedReturning,
  valuesOf,
  type ContentTrace,
  type WrittenRow,
} from "./import-trace";
import { writeQuestions } from "./import-questions";
import type { ContentRows } from "./schemas";
import { nextTurn } from "./turns";
import { bumpContentVersion } from "./version";

/** Per collection: rows read; rows written (new or changed); of those, rows that were new. */
export type ImportCounts = Record<
  keyof ContentRows,
  { received: number; written: number; created: number }
>;

/** Only rows whose values differ are written, so re-importing a file changes nothing. */
function changedWhere(table: PgTable, columns: PgColumn[]): SQL {
  const name = sql.identifier(getTableName(table));
  const current = sql.join(
    columns.map((c) => sql`${name}.${sql.identifier(c.name)}`),
    sql`, `,
  );
  const incoming = sql.join(
    columns.map((c) => sql`excluded.${sql.identifier(c.name)}`),
    sql`, `,
  );
  return sql`(${current}) IS DISTINCT FROM (${incoming})`;
}

function excludedSet(columns: Record<string, PgColumn>): Record<string, SQL> {
  return Object.fromEntries(
    Object.entries(columns).map(([key, c]) => [key, sql`excluded.${sql.identifier(c.name)}`]),
  );
}

/**
 * Rows per statement, all inside the import's one transaction (decision 0062): a short statement
 * each (a lecture's 11 values make 2,200 parameters), built once and filled for each batch, and a
 * turn of the event loop after each, so the server answers other requests while a large file is
 * written: reading the answer to one statement of 500 rows held the serving thread long enough to
 * put a kept page's p99 over 50 ms during an 84,000-row check (decision 0060).
 */
export const ROWS_PER_STATEMENT = 200;

async function upsert<T extends PgTable>(
  tx: Database,
  table: T,
  rows: T["$inferInsert"][],
  target: PgColumn[],
  updated: Record<string, PgColumn>,
  /** Set as well when a row changes, such as its change time. */
  alsoOnChange: Record<string, SQL> = {},
  /** When given, each written row's values before and after are added to it. */
  trace?: WrittenRow[],
): Promise<{ received: number; written: number; created: number }> {
  const counts = { received: rows.length, written: 0, created: 0 };
  if (rows.length === 0) return counts;
  const fields = Object.keys(rows[0]!);
  const currentRows = currentRowsReader(tx, table, target);
  const statement = preparedPerSize((size) =>
    tx
      .insert(table)
      .values(rowPlaceholders(table, size, fields))
      .onConflictDoUpdate({
        target,
        set: Object.assign(excludedSet(updated), alsoOnChange),
        setWhere: changedWhere(table, Object.values(updated)),
      })
      // A row that was inserted, not updated, has no deleting transaction yet (xmax = 0).
      .returning(trace ? tracedReturning(table) : { created: sql<boolean>`(xmax = 0)` })
      .prepare(""),
  );
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const values = rows.slice(start, start + ROWS_PER_STATEMENT);
    const before = trace ? await currentRows(values) : null;
    const written = (await statement(values.length).execute(
      placeholderValues(values, fields),
    )) as ({ created: boolean } & Record<string, unknown>)[];
    counts.written += written.length;
    counts.created += written.filter((row) => row.created).length;
    for (const { created, ...row } of before ? written : []) {
      const old = created ? undefined : before?.get(Number(row.id));
      trace?.push({
        id: Number(row.id),
        before: old ? valuesOf(old) : null,
        after: valuesOf(row),
      });
    }
    await nextTurn();
  }
  return counts;
}

/** Writes every row in one transaction: all or nothing; counts a content change when any row changed. */
export async function importContent(db: Database, rows: ContentRows): Promise<ImportCounts> {
  return db.transaction((tx) => writeContent(tx, rows));
}

/**
 * Writes the rows inside the caller's transaction and bumps the content version when any row
 * changed. The workspace's bulk upload runs it in a transaction it rolls back for its dry run,
 * and passes a trace to learn what each written row was and became.
 */
export async function writeContent(
  tx: Database,
  rows: ContentRows,
  trace?: ContentTrace,
): Promise<ImportCounts> {
  const lectureRows = rows.lectures.map((r) => ({
    classSlug: r.class,
    subject: r.subject,
    chapterNo: r.chapterNo,
    chapterName: r.chapterName,
    lectureNo: r.lectureNo,
    lectureName: r.lectureName,
    youtubeId: r.youtubeId ?? null,
    videoUrl: r.videoUrl ?? null,
    quickQuizUrl: r.quickQuizUrl ?? null,
    lectureNotesUrl: r.lectureNotesUrl ?? null,
    durationSeconds: r.durationSeconds ?? null,
  }));
  const l = lectures;
  const counts: ImportCounts = {
    lectures: await upsert(
      tx,
      l,
      lectureRows,
      [l.classSlug, l.subject, l.chapterNo, l.lectureNo],
      {
        chapterName: l.chapterName,
        lectureName: l.lectureName,
        youtubeId: l.youtubeId,
        videoUrl: l.videoUrl,
        quickQuizUrl: l.quickQuizUrl,
        lectureNotesUrl: l.lectureNotesUrl,
        durationSeconds: l.durationSeconds,
      },
      { updatedAt: sql`now()` },
      trace?.lectures,
    ),
    featured: await upsert(
      tx,
      featured,
      rows.featured,
      [featured.title],
      { description: featured.description, link: featured.link },
      {},
      trace?.featured,
    ),
    coaching: await upsert(
      tx,
      coaching,
      rows.coaching,
      [coaching.title],
      { description: coaching.description, link: coaching.link },
      {},
      trace?.coaching,
    ),
    updates: await upsert(
      tx,
      updates,
      rows.updates,
      [updates.title, updates.postedAt],
      {
        content: updates.content,
        link: updates.link,
        thumbnail: updates.thumbnail,
        tags: updates.tags,
      },
      {},
      trace?.updates,
    ),
    jobs: await upsert(
      tx,
      jobs,
      rows.jobs.map((j) => ({ ...j, description: j.description ?? null })),
      [jobs.title, jobs.link],
      { description: jobs.description },
      {},
      trace?.jobs,
    ),
    questions: await writeQuestions(tx, rows.questions ?? [], trace?.questions),
  };
  if (Object.values(counts).some((c) => c.written > 0)) await bumpContentVersion(tx);
  return counts;
}
