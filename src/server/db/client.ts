import { mkdirSync } from "node:fs";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { ClientConfig } from "pg";
import { remember } from "@/lib/remember.mjs";
import { getEnv } from "@/env";
import { log } from "@/server/log";
import * as schema from "./schema";
import { acquireDirLock, type DirLock } from "./dir-lock";
import { startPgliteThread, type PgliteThread } from "./pglite-host";
import { makePrivate } from "./private-files";
import { sharedStatementsClient } from "./shared-statements";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  kind: "pglite" | "postgres";
  db: Database;
  /** Runs the committed drizzle migrations (with a lock on PostgreSQL, so many servers may boot). */
  migrate: () => Promise<void>;
  /**
   * Called once if the embedded database's thread dies or hangs (decision 0060): the process
   * cannot serve any more. PostgreSQL being away is an outage instead, which never calls it.
   */
  onFailure: (listener: (error: Error) => void) => void;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  url?: string;
  pgliteDir?: string;
  /** How long one statement may hold the embedded database before it counts as hung. */
  pgliteHangMs?: number;
  /** How long a query may wait for its answer (a turn on PGlite included) before it fails. */
  queryTimeoutMs?: number;
};

export const MIGRATIONS_FOLDER = "drizzle";
const MIGRATION_LOCK_ID = 727_001;

/**
 * Both databases are reached the same way: the `pg` driver's pool and drizzle's node-postgres
 * adapter (decision 0060). The embedded one runs in a thread of its own behind a unix socket.
 */
async function openPool(
  kind: DatabaseHandle["kind"],
  connection: ClientConfig,
  queryTimeoutMs = 10_000,
) {
  const pg = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const Client = kind === "pglite" ? sharedStatementsClient(pg.default) : pg.default.Client;
  const pool = new pg.default.Pool({
    ...connection,
    Client,
    max: 10,
    // While the database is away, a read fails within these bounds instead of holding a pool slot
    // or a student's request; broken clients are dropped, so service returns with the database.
    connectionTimeoutMillis: 3000,
    query_timeout: queryTimeoutMs,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
  });
  // An idle client losing its connection emits here; without a listener the process would exit.
  pool.on("error", (error) => log("warn", "db.pool_error", { error, kind }));
  return {
    pool,
    db: drizzle({ client: pool, schema }),
    migrate: async () => {
      const client = new Client(connection);
      await client.connect();
      try {
        await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
        // PGlite's one session outlives this connection: the lock is given back by hand.
        await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
      } finally {
        await client.end();
      }
    },
  };
}

async function openPglite(
  dir: string,
  hangMs?: number,
  queryTimeoutMs?: number,
): Promise<DatabaseHandle> {
  let lock: DirLock | undefined;
  if (!dir.startsWith("memory://")) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // PGlite has no lock of its own: a second process on the same files corrupts them.
    lock = acquireDirLock(dir);
  }
  let thread: PgliteThread | undefined;
  try {
    thread = await startPgliteThread({ dataDir: dir, hangMs });
    // PGlite unpacks a new database with files anyone may read (0666); files of an older
    // server, or copied by hand, may be so too. New files follow the umask (npm start, scripts).
    const fixed = lock ? makePrivate(dir) : 0;
    if (fixed > 0) log("info", "db.private_modes_fixed", { files: fixed });
    const opened = await openPool(
      "pglite",
      {
        host: thread.socketDir,
        port: thread.port,
        user: "postgres",
        database: "postgres",
        ssl: false,
      },
      queryTimeoutMs,
    );
    const running = thread;
    return {
      kind: "pglite",
      db: opened.db,
      migrate: opened.migrate,
      onFailure: (listener) => running.onFailure(listener),
      close: async () => {
        await opened.pool.end();
        await running.close();
        lock?.release();
      },
    };
  } catch (error) {
    await thread?.close();
    lock?.release();
    throw error;
  }
}

async function openPostgres(url: string, queryTimeoutMs?: number): Promise<DatabaseHandle> {
  const opened = await openPool("postgres", { connectionString: url }, queryTimeoutMs);
  return {
    kind: "postgres",
    db: opened.db,
    migrate: opened.migrate,
    onFailure: () => undefined,
    close: () => opened.pool.end(),
  };
}

export function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.url
    ? openPostgres(options.url, options.queryTimeoutMs)
    : openPglite(
        options.pgliteDir ?? "./data/pglite",
        options.pgliteHangMs,
        options.queryTimeoutMs,
      );
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
    const opening = openDatabase({
      url: env.DATABASE_URL,
      pgliteDir: env.PGLITE_DIR,
      pgliteHangMs: env.PGLITE_HANG_SECONDS * 1000,
    });
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
