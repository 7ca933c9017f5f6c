/**
 * npm run bench:busy [-- --no-build --rows=84000 --port=3000]
 * npm run bench:busy -- --url=http://host:port --email=ADMIN --password=SECRET
 *
 * The part of `npm run bench` that measures a kept page and /healthz while an editor's bulk
 * upload of 84,000 rows is checked (bench/bulk-check.ts), on its own: against a fresh production
 * server with the demo content, or with --url against any running server (another build, another
 * database) as the given admin. Prints the figures; logs go to bench/out/.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { BENCH_ADMIN, BULK_ROWS, bulkCheck } from "./bulk-check";
import { checkBusyWork } from "./busy-report";
import { measureBusyWork } from "./busy-work";
import { buildProduction, freePort, startServer } from "./server";
import { signInForCookie } from "../tests/support/server-action";
import { runMain } from "./run-main";

const outDir = path.join(import.meta.dirname, "out");
const { values: flags } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    rows: { type: "string", default: String(BULK_ROWS) },
    port: { type: "string" },
    url: { type: "string" },
    email: { type: "string", default: BENCH_ADMIN.email },
    password: { type: "string", default: BENCH_ADMIN.password },
  },
});

async function main(): Promise<number> {
  mkdirSync(outDir, { recursive: true });
  if (!flags.url && !flags["no-build"]) buildProduction(path.join(outDir, "busy-build.log"));
  const admin = { email: flags.email, password: flags.password };
  const server = flags.url
    ? { origin: flags.url, stop: () => Promise.resolve() }
    : await startServer(
        flags.port ? Number(flags.port) : await freePort(),
        path.join(outDir, "busy-server.log"),
        "demo",
        { ADMIN_EMAILS: admin.email },
        [],
        admin,
      );
  try {
    const { cookie } = await signInForCookie(server.origin, admin.email, admin.password);
    const work = bulkCheck(server.origin, cookie, Number(flags.rows));
    const figures = await measureBusyWork(server.origin, work);
    console.log(`${figures.work}: ${figures.busy.busyMs} ms, ${figures.did}`);
    for (const [when, measured] of [
      ["during the check", figures.busy],
      ["quiet", figures.quiet],
    ] as const) {
      for (const p of measured.probes) {
        console.log(
          `  ${when}: ${p.name} ${p.path}: ${p.requests} requests, p50 ${p.p50Ms} ms, p99 ${p.p99Ms} ms, max ${p.maxMs} ms, ${p.errors} errors`,
        );
      }
    }
    const checks = checkBusyWork([figures]);
    for (const c of checks) console.log(`  ${c.pass ? "pass" : "FAIL"}: ${c.check}: ${c.value}`);
    return checks.every((c) => c.pass) ? 0 : 1;
  } finally {
    await server.stop();
  }
}

runMain(main);
