import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { startAppServer } from "./app-server";
import { check, figure, section } from "./report";

const HANG_SECONDS = 5;

async function timedGet(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

/**
 * The embedded database's thread (decision 0060): a statement that holds PGlite leaves the
 * serving thread free; held past PGLITE_HANG_SECONDS it counts as a hang, and the server fails
 * /healthz, closes what it can and exits 1, for its supervisor to start it again (its 503 lasts
 * only while the requests in flight finish). The statement comes over the thread's own socket,
 * found in the server's private TMPDIR.
 */
export async function pgliteThreadTest(port: number, work: string): Promise<void> {
  section(`embedded database's thread: held past ${HANG_SECONDS} s, the server exits 1`);
  const tmp = path.join(work, "thread-tmp");
  const pgliteDir = path.join(work, "thread", "pglite");
  mkdirSync(tmp, { recursive: true });
  const server = await startAppServer({
    name: "thread",
    port,
    workDir: work,
    database: { pgliteDir },
    env: { TMPDIR: tmp, PGLITE_HANG_SECONDS: String(HANG_SECONDS) },
  });
  // Kept before PGlite is held: the page a visitor gets from the page cache.
  for (let i = 0; i < 2; i += 1) await timedGet(`${server.url}/latest`);
  const socketDir = readdirSync(tmp).find((name) => name.startsWith("parhai-db-"));
  const client = new pg.Client({
    host: path.join(tmp, socketDir ?? "missing"),
    port: 5432,
    user: "postgres",
    database: "postgres",
  });
  client.on("error", () => undefined);
  await client.connect();
  const started = performance.now();
  const held = client.query("SELECT pg_sleep(60)").catch(() => undefined);
  const meanwhile: { status: number; ms: number }[] = [];
  while (performance.now() - started < (HANG_SECONDS - 1) * 1000) {
    meanwhile.push(await timedGet(`${server.url}/healthz`), await timedGet(`${server.url}/latest`));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const slowest = Math.round(Math.max(...meanwhile.map((answer) => answer.ms)));
  figure("answers while PGlite was held", meanwhile.length);
  check(
    "thread: while PGlite is held, /healthz and a kept page answer 200 within 500 ms",
    meanwhile.every((answer) => answer.status === 200) && slowest < 500,
    `slowest ${slowest} ms`,
  );
  const statuses = new Set<number>();
  while (server.alive()) {
    statuses.add((await timedGet(`${server.url}/healthz`)).status);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const exitCode = await server.exited;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  await held;
  await client.end().catch(() => undefined);
  const log = readFileSync(server.logFile, "utf8");
  figure("/healthz answers until the server ended (0: refused)", [...statuses].join(", "));
  check(
    "thread: the server said why (db.thread_failed), stopped taking requests and exited 1",
    exitCode === 1 && log.includes('"event":"db.thread_failed"') && statuses.has(0),
    `exit ${exitCode} after ${seconds} s`,
  );
  check("thread: the database was unlocked for the next server", !existsSync(`${pgliteDir}.lock`));
}
