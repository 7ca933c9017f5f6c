// @ts-check
/*
 * What PGlite needs before pglite-socket 0.2.17 may serve it to several connections
 * (decision 0060; upstream: electric-sql/pglite issue 1046 and pull request 977, both open).
 *
 * pglite-socket runs one protocol message at a time from any connection, and keeps a
 * connection's turn only while PGlite is inside a transaction. An extended query (Parse, Bind,
 * Describe, Execute, then Sync) is not a transaction until Sync, so when its messages arrive in
 * several reads (a statement with large parameters) another connection's Parse runs between
 * them and the first connection binds to the other's statement: an error, or the wrong rows.
 * Here PGlite reports "in a transaction" from a Parse to the Sync as well, so the turn holds.
 *
 * A message that makes PGlite throw (it answers a bad statement with an error message; throwing
 * means its own state broke) leaves pglite-socket's queue stopped for good: every later query
 * would wait forever. The thread ends instead, and the server with it (decision 0060).
 */

/** Parse, Bind, Describe, Execute, Close and Flush: an extended query goes on after them. */
const EXTENDED_QUERY = new Set(["P", "B", "D", "E", "C", "H"].map((c) => c.charCodeAt(0)));

/** @param {import("@electric-sql/pglite").PGlite} db */
export function guardForSockets(db) {
  const run = db.execProtocolRawStream.bind(db);
  const inTransaction = db.isInTransaction.bind(db);
  let extendedQueryOpen = false;

  db.execProtocolRawStream = async (message, options) => {
    try {
      await run(message, options);
    } catch (error) {
      process.nextTick(() => {
        throw error;
      });
      throw error;
    }
    extendedQueryOpen = EXTENDED_QUERY.has(message[0] ?? 0);
  };
  db.isInTransaction = () => extendedQueryOpen || inTransaction();
}
