import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

/** Builds the production server (`npm run build`), failing loudly if the build fails. */
export function buildProduction(logFile: string): void {
  const result = spawnSync("bash", ["-c", `npm run build > "${logFile}" 2>&1`], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error(`npm run build failed; see ${logFile}`);
}

/** A port nothing listens on, chosen by the kernel. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

export type RunningServer = { origin: string; stop: () => Promise<void> };

/**
 * Where each bench server's Next.js listens for the edge's renders (PARHAI_RENDER_SOCKET), by the
 * server's origin: the only way to time a render now that no request over TCP can force one of a
 * page the edge keeps (decision 0057). catalogue-figures.ts asks there.
 */
export const renderSockets = new Map<string, string>();

export type Catalogue = "demo" | "large";

/**
 * Starts `node scripts/start.mjs` on a fresh embedded database (or on the PostgreSQL database of
 * `extraEnv.DATABASE_URL`, which should be empty) and waits until the home page
 * answers: the demo content loads at boot, or, for the large catalogue, bench/seed.ts fills the
 * database first (demo content plus bench/catalogue.ts). Logs go to a file: logging to a terminal
 * under load would measure the terminal.
 */
export async function startServer(
  port: number,
  logFile: string,
  catalogue: Catalogue = "demo",
  /** More settings for the server, such as ADMIN_EMAILS. */
  extraEnv: Record<string, string> = {},
  /** Options for node itself, such as --cpu-prof (which NODE_OPTIONS may not carry). */
  nodeOptions: string[] = [],
  /** An account to register before the server starts, made admin by ADMIN_EMAILS at start. */
  admin?: { email: string; password: string },
): Promise<RunningServer> {
  const dataDir = mkdtempSync("/tmp/bench-data-");
  const origin = `http://127.0.0.1:${port}`;
  {
    const seeded = spawnSync(
      "npx",
      [
        "tsx",
        "bench/seed.ts",
        extraEnv.DATABASE_URL ?? path.join(dataDir, "pglite"),
        `--catalogue=${catalogue}`,
      ],
      { stdio: "inherit" },
    );
    if (seeded.status !== 0) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`seeding the ${catalogue} catalogue failed`);
    }
    // An account for ADMIN_EMAILS, which promotes only accounts that exist at start (decision 0023).
    if (admin) {
      const registered = spawnSync(
        "npx",
        ["tsx", "tests/support/create-account.ts", admin.email, "Bench Admin", admin.password],
        {
          stdio: "inherit",
          env: {
            ...process.env,
            DATABASE_URL: extraEnv.DATABASE_URL ?? "",
            PGLITE_DIR: path.join(dataDir, "pglite"),
          },
        },
      );
      if (registered.status !== 0) {
        rmSync(dataDir, { recursive: true, force: true });
        throw new Error(`registering ${admin.email} failed`);
      }
    }
  }
  const log = createWriteStream(logFile);
  const child = spawn("node", [...nodeOptions, "scripts/start.mjs"], {
    detached: true, // its own process group, so stopping it stops all it started
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      SITE_URL: origin,
      PGLITE_DIR: path.join(dataDir, "pglite"),
      BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
      // bench/seed.ts has filled the database, the demo content included.
      DEMO_CONTENT: "off",
      LOG_LEVEL: "warn",
      // The bench stands for a proxy: each simulated student names its own address in
      // X-Forwarded-For (bench/signed-in.ts), as a crowd behind one would, so the sign-up limit
      // per address applies to each of them and not to the bench as one client.
      TRUSTED_PROXIES: "127.0.0.1",
      // The bench measures what renders cost a crowd; most of its page requests carry no
      // address of their own, and one client's render budget (tested by test:resilience) would
      // answer them 429 instead of measuring them (decision 0057).
      RENDER_RATE_LIMIT: "off",
      PARHAI_RENDER_SOCKET: path.join(dataDir, "render.sock"),
      ...extraEnv,
    },
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  renderSockets.set(origin, path.join(dataDir, "render.sock"));
  const stop = async () => {
    renderSockets.delete(origin);
    await stopGroup(child);
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(`${origin}/`, child, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs / 1000} s`);
}

async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  signalGroup(child.pid, "SIGTERM");
  const timer = setTimeout(() => signalGroup(child.pid, "SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

function signalGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // the group has already gone
  }
}
