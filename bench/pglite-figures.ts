/**
 * npx tsx --conditions=react-server bench/pglite-figures.ts
 *
 * The figures of decision 0060: the embedded database in the serving thread (PGlite through
 * drizzle's PGlite adapter, as before) against PGlite in its own thread (openDatabase: the socket
 * and the `pg` pool). For each: one query after another, queries ten at a time, and the longest
 * pause of this thread's event loop while one heavy query runs, and while the workspace checks a
 * bulk upload of 84,000 lectures (the check alone, without HTTP; the condition lets the server's
 * modules load outside Next.js).
 */
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { openDatabase, type Database } from "../src/server/db/client";
import { user } from "../src/server/db/schema";
import { checkImport } from "../src/server/workspace/bulk-import";
import { BULK_ROWS, lecturesCsv } from "./bulk-check";
import { percentile } from "./workspace-list";
import { longestPause } from "../tests/support/longest-pause";

const QUERIES = 2000;
const AT_ONCE = 10;
const HEAVY = sql`SELECT count(*) FROM generate_series(1, 3000000) a JOIN generate_series(1, 3) b ON true`;

async function figures(name: string, db: Database) {
  const times: number[] = [];
  for (let i = 0; i < QUERIES; i += 1) {
    const started = performance.now();
    await db.execute(sql`SELECT ${i}::int AS n`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const started = performance.now();
  for (let i = 0; i < QUERIES; i += AT_ONCE) {
    await Promise.all(
      Array.from({ length: AT_ONCE }, (_, j) => db.execute(sql`SELECT ${i + j}::int AS n`)),
    );
  }
  const perSecond = Math.round(QUERIES / ((performance.now() - started) / 1000));
  const heavy = await longestPause(() => db.execute(HEAVY));
  const editor = { id: "bench-editor", name: "Bench Editor", email: "editor@example.com" };
  await db.insert(user).values({ ...editor, role: "editor" });
  const csv = lecturesCsv(BULK_ROWS);
  let ready = false;
  const bulk = await longestPause(async () => {
    ready = (await checkImport(db, editor, "bench.csv", csv)).ok;
  });
  console.log(
    `${name}: one at a time p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms; ${AT_ONCE} at a time ${perSecond} queries/s; heavy query ${Math.round(heavy.took)} ms, longest pause of this thread ${Math.round(heavy.pause)} ms; bulk check of ${BULK_ROWS} rows (${ready ? "ready" : "REFUSED"}) ${Math.round(bulk.took)} ms, longest pause ${Math.round(bulk.pause)} ms`,
  );
}

const inProcess = await PGlite.create("memory://");
const inProcessDb = drizzle({ client: inProcess });
await migrate(inProcessDb, { migrationsFolder: "drizzle" });
await figures("in the serving thread", inProcessDb as unknown as Database);
await inProcess.close();

const thread = await openDatabase({ pgliteDir: "memory://" });
await thread.migrate();
await figures("in its own thread", thread.db);
await thread.close();
