import type { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { drizzle as onPostgres } from "drizzle-orm/node-postgres";
import { drizzle as onPglite } from "drizzle-orm/pglite";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "@/server/db/client";
import * as schema from "@/server/db/schema";
import { buildAuth, cookiesFrom, postToAuth, uniqueEmail } from "./auth-requests";
import { DATABASE_KINDS, openTestDatabase } from "./databases";
import { CHAPTER, DAY, askPersonal, insertChapterLecture } from "./personal-fixture";

/*
 * Every table GET /api/me reads sends a change notice (drizzle/0007), or a server would keep an
 * answer the table no longer agrees with (decision 0029, amendment of 2026-11-24). The tables are
 * the ones the real answers read, taken from their SQL; this is the one place that ties the rule
 * to today's mechanism (the server's kept answers and their notify triggers).
 */

const PAGES = [
  "/",
  "/coaching/lectures-quizzes/11th",
  "/coaching/lectures-quizzes/11th/economics",
  `${CHAPTER}?lecture=1`,
  "/student-portal",
];

/** The same database, with every statement's SQL handed to `onQuery`. */
function logged(handle: DatabaseHandle, onQuery: (query: string) => void): Database {
  const client = (handle.db as Database & { $client: unknown }).$client;
  const logger = { logQuery: onQuery };
  return handle.kind === "pglite"
    ? onPglite({ client: client as PGlite, schema, logger })
    : onPostgres({ client: client as pg.Pool, schema, logger });
}

/** The tables a statement names after FROM, JOIN, UPDATE or INTO. */
function tablesOf(query: string): string[] {
  return [...query.matchAll(/\b(?:from|join|update|into)\s+"([a-z_]+)"/gi)].map((m) => m[1]!);
}

describe.each(DATABASE_KINDS)("the tables GET /api/me reads on %s", (kind) => {
  let handle: DatabaseHandle;
  let read: Set<string>;

  /** The tables `read` names that no notify trigger watches. */
  async function unnoticed(): Promise<string[]> {
    // Both drivers answer with `rows`; Database's type names neither driver.
    const result: unknown = await handle.db.execute(sql`
      SELECT DISTINCT c.relname AS "table" FROM pg_trigger t
      JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
      WHERE NOT t.tgisinternal AND p.proname LIKE 'parhai_personal_notice%'`);
    const { rows } = result as { rows: { table: string }[] };
    const noticed = new Set(rows.map((row) => row.table));
    return [...read].filter((table) => !noticed.has(table)).sort();
  }

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    let listening = false;
    read = new Set();
    const db = logged(handle, (query) => {
      if (listening) tablesOf(query).forEach((table) => read.add(table));
    });
    const auth = buildAuth(db, { rateLimit: false });
    const sources = { auth, db, secureCookies: true };
    const lectureId = await insertChapterLecture(handle.db);
    const email = uniqueEmail();
    const signUp = { name: "Notice", email, password: "correct horse battery" };
    const response = await postToAuth(auth, "/sign-up/email", signUp, { ip: "192.0.2.31" });
    const cookie = cookiesFrom(response);
    const [account] = await handle.db
      .select()
      .from(schema.user)
      .where(eq(schema.user.email, email));
    const userId = account!.id;
    await handle.db.insert(schema.lectureRatings).values({ lectureId, userId, rating: 5 });
    await handle.db.insert(schema.lectureProgress).values({
      lectureId,
      userId,
      watchedSeconds: 30,
      lastPosition: 30,
      durationSeconds: 600,
      startedAt: new Date(Date.now() - 60_000),
      updatedAt: new Date(),
    });
    listening = true;
    for (const page of PAGES) await askPersonal(sources, cookie, page);
    // A session due for renewal is read by Better Auth itself.
    const soon = new Date(Date.now() + DAY);
    await handle.db
      .update(schema.session)
      .set({ expiresAt: soon })
      .where(eq(schema.session.userId, userId));
    await askPersonal(sources, cookie, "/");
    listening = false;
  });
  afterAll(() => handle.close());

  it("reads only tables whose every change sends a notice", async () => {
    expect([...read]).toEqual(
      expect.arrayContaining([
        "session",
        "user",
        "lectures",
        "lecture_progress",
        "lecture_ratings",
      ]),
    );
    expect(await unnoticed()).toEqual([]);
  });

  it("names a table read without one", async () => {
    await handle.db.execute(sql`DROP TRIGGER lecture_ratings_personal_notice ON lecture_ratings`);
    await handle.db.execute(sql`DROP TRIGGER lecture_ratings_personal_truncate ON lecture_ratings`);
    expect(await unnoticed()).toEqual(["lecture_ratings"]);
  });
});
