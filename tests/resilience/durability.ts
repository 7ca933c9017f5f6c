import { inArray } from "drizzle-orm";
import { openDatabase, type Database as Db } from "@/server/db/client";
import { user } from "@/server/db/schema";
import { startAppServer, type AppServer, type Database } from "./app-server";
import { check, figure, section } from "./report";

/** A kind of write a student makes, driven through the running server (HTTP or a browser). */
export type DurableWriter = {
  name: string;
  /** Prepares what the writes need (students, sessions) against the running server. */
  prepare: (url: string) => Promise<void>;
  /** Resolves with the write's key once the server acknowledged it, null if it refused it;
   *  rejects when the connection broke (the server died mid-request: not acknowledged). */
  write: (url: string, index: number) => Promise<string | null>;
  /** Which of these keys the database holds, read directly with the server stopped. */
  stored: (db: Db, keys: string[]) => Promise<Set<string>>;
};

const WORKERS = 8;
const KILL_AFTER_ACKNOWLEDGED = 24;

/** A new account is a write the server acknowledges with 200 after Better Auth committed it. */
export const accountsWriter: DurableWriter = {
  name: "accounts",
  prepare: () => Promise.resolve(),
  write: async (url, index) => {
    const email = `durable-${process.pid}-${index}@example.com`;
    const response = await fetch(`${url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: url },
      body: JSON.stringify({ name: `Durable ${index}`, email, password: "Durable-Pass-1" }),
    });
    await response.arrayBuffer();
    return response.status === 200 ? email : null;
  },
  stored: async (db, keys) => {
    const rows = await db.select({ email: user.email }).from(user).where(inArray(user.email, keys));
    return new Set(rows.map((r) => r.email));
  },
};

async function writeUntilKilled(server: AppServer, writer: DurableWriter) {
  const acknowledged: string[] = [];
  let next = 0;
  let broken = 0;
  const worker = async () => {
    while (server.alive()) {
      const index = next++;
      try {
        const key = await writer.write(server.url, index);
        if (key !== null) acknowledged.push(key);
      } catch {
        broken += 1;
        return;
      }
    }
  };
  const workers = Array.from({ length: WORKERS }, worker);
  while (acknowledged.length < KILL_AFTER_ACKNOWLEDGED && server.alive()) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const killedAfter = acknowledged.length;
  await server.kill();
  await Promise.all(workers);
  return { acknowledged, broken, killedAfter, attempted: next };
}

/** Students write; the server is SIGKILLed mid-write; after a restart every acknowledged write is there. */
export async function durabilityTest(options: {
  label: string;
  writer: DurableWriter;
  database: Database;
  port: number;
  workDir: string;
}): Promise<void> {
  const { label, writer, database } = options;
  section(`durability (${writer.name}, ${label}): SIGKILL while students write`);
  const start = () => startAppServer({ name: `durability-${writer.name}-${label}`, ...options });
  const first = await start();
  await writer.prepare(first.url);
  const run = await writeUntilKilled(first, writer);

  const restarted = await start();
  const exitCode = await restarted.stop();
  const handle = await openDatabase(
    "url" in database ? { url: database.url } : { pgliteDir: database.pgliteDir },
  );
  const found = await writer.stored(handle.db, run.acknowledged).finally(() => handle.close());
  const missing = run.acknowledged.filter((key) => !found.has(key));

  figure("writes attempted", run.attempted);
  figure("acknowledged before the kill", run.acknowledged.length);
  figure("cut off by the kill (not acknowledged)", run.broken);
  figure("acknowledged and found after restart", `${run.acknowledged.length - missing.length}`);
  check(
    `durability ${writer.name} ${label}: writes were acknowledged`,
    run.acknowledged.length > 0,
  );
  check(
    `durability ${writer.name} ${label}: every acknowledged write is there`,
    missing.length === 0,
    missing.length ? `missing: ${missing.slice(0, 5).join(", ")}` : "",
  );
  check(
    `durability ${writer.name} ${label}: clean stop exits 0`,
    exitCode === 0,
    `exit ${exitCode}`,
  );
}
