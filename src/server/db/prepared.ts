import { sql } from "drizzle-orm";
import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./client";

/** What builds once per key: a Map, or a WeakMap when a key's statements go with the key. */
type Built<Key, Value> = { get(key: Key): Value | undefined; set(key: Key, value: Value): unknown };

function builtOnce<Key, Value>(build: (key: Key) => Value, built: Built<Key, Value>) {
  return (key: Key): Value => {
    let value = built.get(key);
    if (value === undefined) built.set(key, (value = build(key)));
    return value;
  };
}

/**
 * Queries asked on every request, built once per database and prepared (drizzle's `.prepare`):
 * the same SQL each time, only the values change, so neither drizzle nor the database builds it
 * again. Returns the reader of a database's prepared queries.
 */
export function preparedPerDatabase<Queries>(
  prepare: (db: Database) => Queries,
): (db: Database) => Queries {
  return builtOnce(prepare, new WeakMap<Database, Queries>());
}

/**
 * A statement for a batch of `size` rows, built on the first batch of that size and reused by the
 * next (an import's batches are all one size but the last): drizzle takes milliseconds to build
 * a statement of thousands of parameters, its prepared copy a tenth of that to fill (decision
 * 0062, amendment of 2026-12-05). Bound to the transaction it was built in.
 */
export function preparedPerSize<Statement>(
  build: (size: number) => Statement,
): (size: number) => Statement {
  return builtOnce(build, new Map<number, Statement>());
}

/** The name of row `row`'s placeholder for `field` in a statement built for a batch of rows. */
export const placeholderName = (row: number, field: string) => `r${row}_${field}`;

/**
 * The values of a multi-row insert into `table` built once for `size` rows: a placeholder per
 * row and field (`fields`, columns of the table by their names in the schema).
 */
export function rowPlaceholders<T extends PgTable>(
  _table: T,
  size: number,
  fields: string[],
): PgInsertValue<T>[] {
  return Array.from(
    { length: size },
    (_, row) =>
      Object.fromEntries(
        fields.map((field) => [field, sql.placeholder(placeholderName(row, field))]),
      ) as PgInsertValue<T>,
  );
}

/**
 * The rows' values for the placeholders of rowPlaceholders. Every row must set every field (a
 * field left out would be NULL here, where an insert built for the row would use its default).
 */
export function placeholderValues(
  rows: Record<string, unknown>[],
  fields: string[],
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  rows.forEach((row, i) => {
    if (Object.keys(row).length !== fields.length || fields.some((f) => row[f] === undefined))
      throw new Error(`every row of this statement must set ${fields.join(", ")}`);
    for (const field of fields) values[placeholderName(i, field)] = row[field];
  });
  return values;
}
