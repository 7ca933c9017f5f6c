import { mkdirSync } from "node:fs";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { remember } from "@/lib/remember.mjs";
import { getEnv } from "@/env";
import { log } from "@/server/log";
import * as schema from "./schema";
import { acquireDirLock, type DirLock } from "./dir-lock";
import { makePrivate } from "./private-files";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  kind: "pglite" | "postgres";
  db: Database;
  /** Runs the committed drizzle migrations (with a lock on PostgreSQL, so many servers may boot). */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export type DatabaseOptions = { url?: string; pgliteDir?: string };

const MIGRATIONS_FOLDER = "drizzle";
const MIGRATION_LOCK_ID = 727_001;

async function openPglite(dir: string): Promise<DatabaseHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let lock: DirLock | undefined;
  if (!dir.startsWith("memory://")) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // PGlite has no lock of its own: a second process on the same files corrupts them.
    lock = acquireDirLock(dir);
  }
  try {
    const client = await PGlite.create(dir);
    try {
      // PGlite unpacks a new database with files anyone may read (0666); files of an older
      // server, or copied by hand, may be so too. New files follow the umask (npm start, scripts).
      const fixed = lock ? makePrivate(dir) : 0;
      if (fixed > 0) log("info", "db.private_modes_fixed", { files: fixed });
    } catch (error) {
      await client.close();
      throw error;
    }
    const db = drizzle({ client, schema });
    return {
      kind: "pglite",
      db,
      migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: async () => {
        await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pg = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new pg.default.Pool({
    connectionString: url,
    max: 10,
    // While PostgreSQL is away, a read fails within these bounds instead of holding a pool slot
    // or a student's request; broken clients are dropped, so service returns with the server.
    connectionTimeoutMillis: 3000,
    query_timeout: 10_000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
  });
  // An idle client losing its connection emits here; without a listener the process would exit.
  pool.on("error", (error) => log("warn", "db.pool_error", { error }));
  const db = drizzle({ client: pool, schema });
  return {
    kind: "postgres",
    db,
    migrate: async () => {
      const client = new pg.default.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.end();
      }
    },
    close: () => pool.end(),
  };
}

export function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url) : openPglite(options.pgliteDir ?? "./data/pglite");
}

/*
 * One per process, not per bundle: one PGlite per bundle on the same files would miss each other's
 * writes (a session created by /api/auth not seen by a page) and may corrupt the data.
 */
const holder = remember(
  "database",
  (): { opening?: Promise<DatabaseHandle>; closed?: boolean } => ({}),
);

/** The process-wide database, opened on first use (never at import: `next build` imports us). */
export function getDatabase(): Promise<DatabaseHandle> {
  // After shutdown began, a late request must not reopen (and re-lock) the database.
  if (holder.closed) {
    return Promise.reject(new Error("The database is closed: the server is stopping."));
  }
  if (!holder.opening) {
    const env = getEnv();
    const opening = openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
    holder.opening = opening;
    opening.catch(() => {
      if (holder.opening === opening) holder.opening = undefined;
    });
  }
  return holder.opening;
}

export async function getDb(): Promise<Database> {
  return (await getDatabase()).db;
}

/** Closes the process-wide database for good (server shutdown); later reads fail fast. */
export async function closeDatabase(): Promise<void> {
  holder.closed = true;
  const current = holder.opening;
  holder.opening = undefined;
  // A database that never opened has nothing to close.
  const handle = await current?.catch(() => undefined);
  await handle?.close();
}
