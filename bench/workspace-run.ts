/**
 * npm run bench:workspace [-- --no-build --rounds=10]
 * npm run bench:workspace -- --url=http://host:port --email=ADMIN --password=SECRET
 *
 * Measures the editors' workspace's lecture list (issue 14: p99 under 200 ms with 20,000 lectures,
 * one user). Without --url it builds, starts the production server on a fresh embedded database
 * seeded with bench/catalogue.ts's large catalogue (20,000 lectures, 5,000 updates: the one
 * `npm run bench -- --catalogue=large` uses) and an admin (registered before the start, promoted
 * by ADMIN_EMAILS at it), and measures it; with
 * --url it measures a running server as the given admin. The figure goes into its own section of
 * bench/RESULTS.md (kept when `npm run bench` rewrites the rest). Logs go to bench/out/.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { BENCH_ADMIN } from "./bulk-check";
import { LARGE_CATALOGUE } from "./catalogue";
import { describeMachine } from "./machine";
import { buildProduction, freePort, startServer } from "./server";
import { writeWorkspaceSection } from "./workspace-report";
import { measureWorkspaceList, WORKSPACE_LIST_P99_BUDGET_MS } from "./workspace-list";
import { launchOptions } from "../playwright.config";
import { signInForCookie } from "../tests/support/server-action";
import lighthousePackage from "lighthouse/package.json" with { type: "json" };
import { runMain } from "./run-main";

const benchDir = import.meta.dirname;
const outDir = path.join(benchDir, "out");
const { values: flags } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    rounds: { type: "string", default: "10" },
    url: { type: "string" },
    email: { type: "string", default: BENCH_ADMIN.email },
    password: { type: "string", default: BENCH_ADMIN.password },
  },
});

async function main(): Promise<number> {
  mkdirSync(outDir, { recursive: true });
  const machine = describeMachine(launchOptions.executablePath, lighthousePackage.version);
  if (!flags.url && !flags["no-build"]) buildProduction(path.join(outDir, "workspace-build.log"));
  const server = flags.url
    ? { origin: flags.url, stop: () => Promise.resolve() }
    : await startServer(
        await freePort(),
        path.join(outDir, "workspace-server.log"),
        "large",
        { ADMIN_EMAILS: flags.email },
        [],
        { email: flags.email, password: flags.password },
      );
  try {
    const { cookie } = await signInForCookie(server.origin, flags.email, flags.password);
    const figures = await measureWorkspaceList(server.origin, cookie, Number(flags.rounds));
    console.log(
      `  lecture list: ${figures.requests} requests, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, ${figures.failures} failures`,
    );
    for (const s of figures.slowest)
      console.log(`  ${s.path}: p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms`);
    const passed = figures.failures === 0 && figures.p99Ms < WORKSPACE_LIST_P99_BUDGET_MS;
    const file = path.join(benchDir, "RESULTS.md");
    writeFileSync(
      file,
      writeWorkspaceSection(readFileSync(file, "utf8"), {
        figures,
        passed,
        machine,
        date: new Date().toISOString(),
        catalogue: flags.url
          ? `the server at ${flags.url}`
          : `the demo content and bench/catalogue.ts's large catalogue (${LARGE_CATALOGUE.lectures.toLocaleString("en")} lectures, ${LARGE_CATALOGUE.updates.toLocaleString("en")} updates, ${LARGE_CATALOGUE.ratings.toLocaleString("en")} ratings)`,
      }),
    );
    return passed ? 0 : 1;
  } finally {
    await server.stop();
  }
}

runMain(main);
