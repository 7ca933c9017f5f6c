/**
 * npm run bench:workspace [-- --no-build --rounds=10]
 * npm run bench:workspace -- --url=http://host:port --email=ADMIN --password=SECRET
 *
 * Measures the editors' workspace's lecture list (issue 14: p99 under 200 ms with 20,000 lectures,
 * one user). Without --url it builds, imports a large catalogue (20,000 lectures, 5,000 updates)
 * through the importer into a fresh embedded database, starts the server with an ADMIN_EMAILS
 * account and measures it; with --url it measures a running server as the given admin. The figure
 * goes into its own section of bench/RESULTS.md (kept when `npm run bench` rewrites the rest).
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { largeCatalogue } from "./large-catalogue";
import { describeMachine } from "./machine";
import { buildProduction, freePort } from "./server";
import { writeWorkspaceSection } from "./workspace-report";
import { measureWorkspaceList, WORKSPACE_LIST_P99_BUDGET_MS } from "./workspace-list";
import { launchOptions } from "../playwright.config";
import lighthousePackage from "lighthouse/package.json" with { type: "json" };

const benchDir = import.meta.dirname;
const { values: flags } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    rounds: { type: "string", default: "10" },
    url: { type: "string" },
    email: { type: "string", default: "bench-admin@example.com" },
    password: { type: "string", default: "Bench-Admin-Pass-1" },
  },
});

async function adminCookie(origin: string, email: string, password: string): Promise<string> {
  const post = (endpoint: string, body: object) =>
    fetch(`${origin}/api/auth/${endpoint}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin },
      body: JSON.stringify(body),
    });
  let response = await post("sign-in/email", { email, password });
  if (!response.ok)
    response = await post("sign-up/email", { name: "Bench Admin", email, password });
  const cookie = response.headers.getSetCookie().find((c) => c.includes("session_token"));
  if (!cookie) throw new Error(`cannot sign in as ${email} (status ${response.status})`);
  return cookie.split(";")[0]!;
}

/** A production server on a fresh embedded database holding the large catalogue. */
async function startWithLargeCatalogue(email: string) {
  const dataDir = mkdtempSync("/tmp/bench-workspace-");
  const catalogue = path.join(dataDir, "catalogue.json");
  writeFileSync(catalogue, JSON.stringify(largeCatalogue()));
  const env = { ...process.env, PGLITE_DIR: path.join(dataDir, "pglite"), DATABASE_URL: "" };
  const started = performance.now();
  const imported = spawnSync("npx", ["tsx", "scripts/content-import.ts", catalogue], {
    env,
    stdio: "inherit",
  });
  if (imported.status !== 0) throw new Error("the import of the large catalogue failed");
  console.log(`  imported in ${Math.round((performance.now() - started) / 1000)} s`);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn("node", ["scripts/start.mjs"], {
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...env,
      NODE_ENV: "production",
      PORT: String(port),
      SITE_URL: origin,
      BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
      ADMIN_EMAILS: email,
      DEMO_CONTENT: "off",
      LOG_LEVEL: "warn",
    },
  });
  const stop = async () => {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    if (child.exitCode === null) process.kill(-child.pid!, "SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let tries = 0; tries < 240; tries++) {
    const ready = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error("the server did not become ready");
}

async function main(): Promise<number> {
  const machine = describeMachine(launchOptions.executablePath, lighthousePackage.version);
  if (!flags.url && !flags["no-build"]) buildProduction(path.join(benchDir, "workspace-build.log"));
  const server = flags.url
    ? { origin: flags.url, stop: () => Promise.resolve() }
    : await startWithLargeCatalogue(flags.email);
  try {
    const cookie = await adminCookie(server.origin, flags.email, flags.password);
    const figures = await measureWorkspaceList(server.origin, cookie, Number(flags.rounds));
    console.log(
      `  lecture list: ${figures.requests} requests, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, ${figures.failures} failures`,
    );
    const passed = figures.failures === 0 && figures.p99Ms < WORKSPACE_LIST_P99_BUDGET_MS;
    const file = path.join(benchDir, "RESULTS.md");
    writeFileSync(
      file,
      writeWorkspaceSection(readFileSync(file, "utf8"), {
        figures,
        passed,
        machine,
        date: new Date().toISOString(),
        catalogue: flags.url ? `the server at ${flags.url}` : "20,000 lectures and 5,000 updates",
      }),
    );
    return passed ? 0 : 1;
  } finally {
    await server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
