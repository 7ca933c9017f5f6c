import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@/server/db/client";
import { lectures } from "@/server/db/schema";
import { longestPause } from "../support/longest-pause";
import { openTestDatabase } from "./databases";

/*
 * The embedded database in a thread of its own, reached over a unix socket with the `pg` driver
 * (decision 0060): its queries never hold the serving thread, connections never mix their
 * statements, and a thread that dies or hangs is noticed.
 */

/** Plain work for PGlite's processor, for a second or more. */
const HEAVY = sql`SELECT count(*) FROM generate_series(1, 3000000) a JOIN generate_series(1, 3) b ON true`;

describe("the embedded database in its own thread", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase("pglite");
  });
  afterAll(() => handle.close());

  it("leaves this thread free while a query runs for seconds", async () => {
    const { pause, took } = await longestPause(() => handle.db.execute(HEAVY));
    expect(took).toBeGreaterThan(800);
    expect(pause).toBeLessThan(took / 4);
  });

  it("keeps each connection's statement its own when large parameters arrive in pieces", async () => {
    const large = "x".repeat(2_000_000);
    const first = async (query: SQL) =>
      ((await handle.db.execute(query)) as { rows: unknown[] }).rows[0];
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        i % 5 === 0
          ? first(sql`SELECT length(${large}::text) AS n, ${i}::int AS k`)
          : first(sql`SELECT ${`q${i}`}::text || 'x' AS s`),
      ),
    );
    expect(answers).toEqual(
      answers.map((_: unknown, i: number) =>
        i % 5 === 0 ? { n: large.length, k: i } : { s: `q${i}x` },
      ),
    );
  });

  it("lets every connection run a statement prepared by name (one session under them all)", async () => {
    const read = handle.db
      .select({ id: lectures.id })
      .from(lectures)
      .where(eq(lectures.id, sql.placeholder("id")))
      .prepare("parhai_thread_read");
    const reads = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => read.execute({ id: i })),
    );
    expect(reads.filter((r) => r.status === "rejected")).toEqual([]);
  });

  it("prepares a statement with parameters once for the session, and every connection reuses it", async () => {
    const read = (id: number) =>
      handle.db
        .select({ id: lectures.id })
        .from(lectures)
        .where(and(eq(lectures.id, id), eq(lectures.lectureName, "shared statement")));
    const reads = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => read(i)));
    expect(reads.filter((r) => r.status === "rejected")).toEqual([]);
    const prepared = await handle.db
      .select({ name: sql<string>`name`, runs: sql<number>`(generic_plans + custom_plans)::int` })
      .from(sql`pg_prepared_statements`)
      .where(sql`statement = ${read(0).toSQL().sql}`);
    expect(prepared.map(({ name, runs }) => [name.slice(0, 2), runs])).toEqual([["s_", 30]]);
  });
});

describe("an embedded database's thread that stops answering", () => {
  it("fails the database: once, its queries refused at once", async () => {
    const handle = await openDatabase({ pgliteDir: "memory://", pgliteHangMs: 500 });
    const failures: Error[] = [];
    handle.onFailure((error) => failures.push(error));

    // A statement holding PGlite for longer than allowed stands for a hang.
    await expect(handle.db.execute(sql`SELECT pg_sleep(5)`)).rejects.toThrow();
    expect(failures).toHaveLength(1);
    expect(failures[0]?.message).toMatch(/did not respond for 500 ms/);

    const refused = await longestPause(() =>
      expect(handle.db.execute(sql`SELECT 1`)).rejects.toThrow(),
    );
    expect(refused.took).toBeLessThan(1000);
    let late: Error | undefined;
    handle.onFailure((error) => (late = error));
    expect(late).toBe(failures[0]);
    await handle.close();
  });
});

describe("a transaction that waited past the query timeout for PGlite's one session", () => {
  it("is given up whole: its late BEGIN never holds the session, and everyone is served after", async () => {
    const handle = await openDatabase({ pgliteDir: "memory://", queryTimeoutMs: 400 });
    try {
      // Connections the pool keeps open, as a running server's are.
      await Promise.all(Array.from({ length: 4 }, () => handle.db.execute(sql`SELECT 0`)));
      // A long transaction (an editor's bulk-upload check) holds PGlite's one session...
      const holding = handle.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        await new Promise((resolve) => setTimeout(resolve, 1500));
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      // ...and other transactions' BEGINs wait for it longer than a query may wait.
      const late = await Promise.allSettled(
        Array.from({ length: 3 }, () => handle.db.transaction((tx) => tx.execute(sql`SELECT 2`))),
      );
      expect(late.map((r) => r.status)).toEqual(["rejected", "rejected", "rejected"]);
      await holding;
      // Had a late BEGIN run once the session was free, it would hold the session for a client
      // nobody uses: every later query would wait for ever. More transactions than the pool's
      // ten connections: none of the given-up ones may still hold a place.
      for (let i = 0; i < 12; i += 1) {
        await handle.db.transaction((tx) => tx.execute(sql`SELECT 3`));
      }
      const rows = await handle.db.execute(sql`SELECT 4 AS n`);
      expect((rows as { rows: unknown[] }).rows).toEqual([{ n: 4 }]);
    } finally {
      await handle.close();
    }
  });
});

describe("an embedded database that cannot open", () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), "pglite-thread-"));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("is refused with PGlite's reason, and leaves nothing locked", async () => {
    const dir = path.join(work, "pglite");
    mkdirSync(dir);
    writeFileSync(path.join(dir, "PG_VERSION"), "9\n");
    await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(/PGlite/);
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});
