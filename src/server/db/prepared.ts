import type { Database } from "./client";

/**
 * Queries asked on every request, built once per database and prepared (drizzle's `.prepare`):
 * the same SQL each time, only the values change, so neither drizzle nor the database builds it
 * again. Returns the reader of a database's prepared queries.
 */
export function preparedPerDatabase<Queries>(
  prepare: (db: Database) => Queries,
): (db: Database) => Queries {
  const built = new WeakMap<Database, Queries>();
  return (db) => {
    let queries = built.get(db);
    if (!queries) built.set(db, (queries = prepare(db)));
    return queries;
  };
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
  const built = new Map<number, Statement>();
  return (size) => {
    let statement = built.get(size);
    if (!statement) built.set(size, (statement = build(size)));
    return statement;
  };
}
