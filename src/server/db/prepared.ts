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
