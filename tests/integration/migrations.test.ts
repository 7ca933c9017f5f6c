import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "@/server/db/client";
import { createPostgresDatabase, DATABASE_KINDS, type DatabaseKind } from "./databases";

/** The committed migrations up to and including `tag`: a database as an older release left it. */
async function migrationsUpTo(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "parhai-migrations-"));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

type Opened = {
  query: (sql: string) => Promise<Record<string, unknown>[]>;
  migrate: (folder: string) => Promise<void>;
  close: () => Promise<void>;
};

async function open(kind: DatabaseKind): Promise<Opened> {
  if (kind === "pglite") {
    const client = new PGlite();
    const db = drizzlePglite(client);
    return {
      query: async (sql) => (await client.query<Record<string, unknown>>(sql)).rows,
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const database = await createPostgresDatabase();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const db = drizzlePostgres(client);
  return {
    query: async (sql) => (await client.query<Record<string, unknown>>(sql)).rows,
    migrate: (folder) => migratePostgres(db, { migrationsFolder: folder }),
    close: async () => {
      await client.end();
      await database.drop();
    },
  };
}

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true }))));

describe.each(DATABASE_KINDS)("the migrations on %s", (kind) => {
  it("make the one-practice-set key over a database that holds two sets for a test", async () => {
    const older = await migrationsUpTo("0020_library_search_sql");
    folders.push(older);
    const database = await open(kind);
    try {
      await database.migrate(older);
      await database.query(
        `INSERT INTO quizzes (kind, title, class, subject, chapter_no) VALUES
          ('practice', 'First', 'mdcat', 'practice', 1),
          ('practice', 'Second', 'mdcat', 'practice', 1),
          ('practice', 'Other test', 'ecat', 'practice', 1)`,
      );
      await database.migrate(MIGRATIONS_FOLDER);
      const rows = await database.query(`SELECT id, title, class FROM quizzes ORDER BY id`);
      const second = rows.find((row) => row.title === "Second");
      expect(rows.map((row) => [row.title, row.class])).toEqual([
        ["First", "mdcat"],
        ["Second", `mdcat-duplicate-${String(second?.id)}`],
        ["Other test", "ecat"],
      ]);
      await expect(
        database.query(
          `INSERT INTO quizzes (kind, title, class, subject, chapter_no)
           VALUES ('practice', 'Third', 'mdcat', 'practice', 1)`,
        ),
      ).rejects.toThrow(/quizzes_practice_key/);
    } finally {
      await database.close();
    }
  });
});
