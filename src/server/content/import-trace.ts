import { getTableColumns, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "@/server/db/client";
import { placeholderName, preparedPerSize } from "@/server/db/prepared";
import type { ContentRows } from "./schemas";

/*
 * What an import wrote, row by row, for the workspace's bulk upload: the values each written row
 * had before (read from the database in the import's transaction) and has after (returned by the
 * write itself). Nothing here comes from the file but the rows' values (decision 0025).
 */

/** A row the import created (before is null) or changed. */
export type WrittenRow = {
  id: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
};

export type ContentTrace = Record<keyof ContentRows, WrittenRow[]>;

export function emptyTrace(): ContentTrace {
  return { lectures: [], featured: [], coaching: [], updates: [], jobs: [], questions: [] };
}

// The id names the row already, and the times tell nothing an editor changed.
const NOT_VALUES = new Set(["id", "createdAt", "updatedAt"]);

/** A row's values as the audit log records them. */
export function valuesOf(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !NOT_VALUES.has(key)));
}

function fieldNames(table: PgTable): Map<PgColumn, string> {
  return new Map(Object.entries(getTableColumns(table)).map(([name, column]) => [column, name]));
}

/**
 * The reader of the rows of `table` that have the natural keys (`target`) of a batch of rows, as
 * they are now, by id: one indexed join on a VALUES list per batch (typed, so PostgreSQL compares
 * like with like), prepared once per batch size in the caller's transaction.
 */
export function currentRowsReader(tx: Database, table: PgTable, target: PgColumn[]) {
  const names = fieldNames(table);
  const fields = target.map((column) => names.get(column)!);
  const statement = preparedPerSize((size) => {
    const tuples = Array.from(
      { length: size },
      (_, row) =>
        sql`(${sql.join(
          target.map(
            (column, i) =>
              sql`${sql.param(sql.placeholder(placeholderName(row, fields[i]!)), column)}::${sql.raw(column.getSQLType())}`,
          ),
          sql`, `,
        )})`,
    );
    return tx
      .select()
      .from(table)
      .where(sql`(${sql.join(target, sql`, `)}) IN (VALUES ${sql.join(tuples, sql`, `)})`)
      .prepare("");
  });
  return async (rows: Record<string, unknown>[]): Promise<Map<number, Record<string, unknown>>> => {
    const keys: Record<string, unknown> = {};
    rows.forEach((row, i) =>
      fields.forEach((field) => (keys[placeholderName(i, field)] = row[field])),
    );
    const found = (await statement(rows.length).execute(keys)) as Record<string, unknown>[];
    return new Map(found.map((row) => [Number(row.id), row]));
  };
}

/** The columns to return from a traced write: all of them, and whether the row was new. */
export function tracedReturning(table: PgTable) {
  return { ...getTableColumns(table), created: sql<boolean>`(xmax = 0)` };
}
