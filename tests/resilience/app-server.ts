import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { openSync } from "node:fs";
import path from "node:path";

/** A production server of the portal (npm start), on loopback, in its own process group. */
export type AppServer = {
  url: string;
  logFile: string;
  pid: number;
  /** SIGTERM, then waits: resolves with the exit code. */
  stop: () => Promise<number | null>;
  /** SIGKILL to the whole group: what a power cut or OOM kill does. */
  kill: () => Promise<void>;
  alive: () => boolean;
  /** Resolves with the exit code when the server ends, however it ends. */
  exited: Promise<number | null>;
};

export type Database = { url: string } | { pgliteDir: string };

/**
 * ADMIN_EMAILS of every server started here. The setting promotes only accounts that exist when a
 * server starts (decision 0023): registerAdmin() makes this one before the bad-input sweep's
 * server starts, and the sweep signs in as it.
 */
export const RESILIENCE_ADMIN = {
  email: "resilience-admin@example.com",
  password: "Durable-Pass-1",
};

export const RESILIENCE_SECRET = "resilience-only-secret-0123456789abcdef01234";

function databaseEnv(database: Database): Record<string, string> {
  return "url" in database
    ? { DATABASE_URL: database.url }
    : { DATABASE_URL: "", PGLITE_DIR: database.pgliteDir };
}

/** Registers the sweep's admin in a server's database before that server starts. */
export function registerAdmin(database: Database): void {
  const run = spawnSync(
    "npx",
    [
      "tsx",
      "tests/support/create-account.ts",
      RESILIENCE_ADMIN.email,
      "Fuzz Admin",
      RESILIENCE_ADMIN.password,
    ],
    {
      env: { ...process.env, BETTER_AUTH_SECRET: RESILIENCE_SECRET, ...databaseEnv(database) },
      encoding: "utf8",
    },
  );
  if (run.status !== 0) throw new Error(`Registering the admin failed: ${run.stderr}`);
}

const running = new Set<ChildProcess>();

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // Already gone.
  }
}

// Whatever happens to this runner, no server it started outlives it.
for (const event of ["exit", "SIGINT", "SIGTERM"] as const) {
  process.on(event, () => {
    for (const child of running) killGroup(child, "SIGKILL");
    if (event !== "exit") process.exit(130);
  });
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early; see ${logFile}`);
    try {
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server at ${url} was not ready within 180 s; see ${logFile}`);
}

export async function startAppServer(options: {
  name: string;
  port: number;
  database: Database;
  workDir: string;
  /** Settings that differ from the defaults below (the rate limit is off unless set here). */
  env?: Record<string, string>;
}): Promise<AppServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const logFile = path.join(options.workDir, `${options.name}.log`);
  const log = openSync(logFile, "a");
  const child = spawn("node", ["scripts/start.mjs"], {
    detached: true,
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(options.port),
      SITE_URL: url,
      BETTER_AUTH_SECRET: RESILIENCE_SECRET,
      AUTH_RATE_LIMIT: "off",
      DEMO_CONTENT: "on",
      ADMIN_EMAILS: RESILIENCE_ADMIN.email,
      ...databaseEnv(options.database),
      ...options.env,
    },
  });
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  await waitUntilReady(url, child, logFile);
  return {
    url,
    logFile,
    pid: child.pid!,
    alive: () => child.exitCode === null && child.signalCode === null,
    exited,
    stop: () => {
      child.kill("SIGTERM");
      return exited;
    },
    kill: async () => {
      killGroup(child, "SIGKILL");
      await exited;
    },
  };
}
