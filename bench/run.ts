/**
 * npm run bench [-- --no-build --lighthouse-runs=3 --duration=20 --connections=50 --only=home,latest]
 * Builds and starts the production server on a fresh embedded database with the demo content,
 * measures every screen of bench/screens.ts, writes bench/results.json and bench/RESULTS.md, and
 * exits 1 when a budget is missed.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { checkBudgets, type ScreenFigures } from "./budgets";
import { openLighthouse } from "./lighthouse";
import { measureLoad, pickStaticFile, type LoadSettings } from "./load";
import { describeMachine, describeRevision } from "./machine";
import { fetchServerHtml, measureBrowserLoad, openBrowser } from "./page-weight";
import { renderMarkdown, type Results } from "./report";
import { screens as allScreens } from "./screens";
import { buildProduction, freePort, startServer } from "./server";
import { median } from "./stats";
import { workspaceSection } from "./workspace-report";
import { launchOptions } from "../playwright.config";
import lighthousePackage from "lighthouse/package.json" with { type: "json" };

const benchDir = import.meta.dirname;
const outDir = path.join(benchDir, "out");
const { values: flags } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    "lighthouse-runs": { type: "string", default: "3" },
    duration: { type: "string", default: "20" },
    connections: { type: "string", default: "50" },
    only: { type: "string" },
    port: { type: "string" },
  },
});

const only = flags.only?.split(",");
const screens = allScreens.filter((s) => !only || only.includes(s.key));
const lighthouseRuns = Number(flags["lighthouse-runs"]);
const load: LoadSettings = {
  connections: Number(flags.connections),
  durationSeconds: Number(flags.duration),
};
const durations: Record<string, number> = {};

/** Runs one phase, recording how long it took. */
async function phase<T>(name: string, work: () => Promise<T> | T): Promise<T> {
  const started = performance.now();
  console.log(`\n== ${name}`);
  try {
    return await work();
  } finally {
    durations[name] = (performance.now() - started) / 1000;
  }
}

/** Records a failure against a screen instead of stopping the whole run. */
async function attempt(figures: ScreenFigures, what: string, work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
    figures.errors.push(`${what}: ${message}`);
    console.log(`  ${figures.screen.key} ${what} failed: ${message}`);
  }
}

async function main(): Promise<number> {
  const startedAt = performance.now();
  const machine = describeMachine(launchOptions.executablePath, lighthousePackage.version);
  const revision = describeRevision();
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const built = !flags["no-build"];
  if (built) await phase("build", () => buildProduction(path.join(outDir, "build.log")));

  const port = flags.port ? Number(flags.port) : await freePort();
  const server = await phase("start", () => startServer(port, path.join(outDir, "server.log")));
  const stopOnSignal = () => void server.stop().finally(() => process.exit(130));
  process.once("SIGINT", stopOnSignal);
  process.once("SIGTERM", stopOnSignal);

  const figures: ScreenFigures[] = screens.map((screen) => ({ screen, errors: [] }));
  let staticFile: Results["staticFile"];
  try {
    await phase("page weight", async () => {
      const browser = await openBrowser();
      try {
        for (const f of figures) {
          await attempt(f, "server HTML", async () => {
            f.html = await fetchServerHtml(server.origin, f.screen);
          });
          await attempt(f, "browser load", async () => {
            f.browser = await measureBrowserLoad(browser, server.origin, f.screen);
          });
          const missing = f.html?.missingMarkers.join(", ") || "none";
          console.log(
            `  ${f.screen.key}: status ${f.html?.status}, JS ${f.browser?.jsGzipBytes} B gzip, missing markers: ${missing}`,
          );
        }
      } finally {
        await browser.close();
      }
    });

    await phase("lighthouse", async () => {
      const runner = await openLighthouse(
        server.origin,
        lighthouseRuns,
        path.join(outDir, "lighthouse"),
      );
      try {
        for (const f of figures) {
          await attempt(f, "lighthouse", async () => {
            f.lighthouse = await runner.measure(f.screen);
          });
        }
      } finally {
        runner.close();
      }
    });

    await phase("load", async () => {
      const loaded = figures.filter((f) => f.screen.load);
      const htmlBytes = median(loaded.map((f) => f.html?.htmlBytes ?? Number.NaN));
      const buildDir = path.resolve(benchDir, "..", ".next");
      const staticPath = pickStaticFile(buildDir, Number.isNaN(htmlBytes) ? 50_000 : htmlBytes);
      const bytes = statSync(path.join(buildDir, staticPath.replace("/_next/", ""))).size;
      staticFile = { ...(await measureLoad(server.origin, staticPath, load)), bytes };
      console.log(
        `  static ${staticPath}: ${staticFile.requestsPerSecond} req/s, p99 ${staticFile.p99Ms} ms`,
      );
      for (const f of loaded) {
        await attempt(f, "load", async () => {
          f.load = await measureLoad(server.origin, f.screen.path, load);
          const ceiling = staticFile?.requestsPerSecond ?? 0;
          f.ratioToStatic = ceiling > 0 ? f.load.requestsPerSecond / ceiling : undefined;
          console.log(
            `  ${f.screen.key}: ${f.load.requestsPerSecond} req/s, p99 ${f.load.p99Ms} ms`,
          );
        });
      }
    });
  } finally {
    await server.stop();
  }

  durations.total = (performance.now() - startedAt) / 1000;
  const checks = checkBudgets(figures);
  const results: Results = {
    date: new Date().toISOString(),
    revision,
    machine,
    settings: { ...load, lighthouseRunsPerScreen: lighthouseRuns, built },
    durations,
    staticFile,
    screens: figures,
    checks,
    passed: checks.every((c) => c.pass),
  };
  writeFileSync(path.join(benchDir, "results.json"), `${JSON.stringify(results, replacer, 2)}\n`);
  // The workspace's figure comes from npm run bench:workspace; its section stays.
  const resultsFile = path.join(benchDir, "RESULTS.md");
  const workspace = existsSync(resultsFile)
    ? workspaceSection(readFileSync(resultsFile, "utf8"))
    : "";
  const markdown = renderMarkdown(results);
  writeFileSync(resultsFile, workspace ? `${markdown.trimEnd()}\n\n${workspace}\n` : markdown);
  const failed = checks.filter((c) => !c.pass).length;
  console.log(
    `\nBudget check ${results.passed ? "PASSED" : `FAILED (${failed} of ${checks.length} checks)`}; see bench/RESULTS.md (${Math.round(durations.total)} s).`,
  );
  return results.passed ? 0 : 1;
}

/** RegExp markers become their source text in results.json. */
function replacer(_key: string, value: unknown): unknown {
  return value instanceof RegExp ? value.toString() : value;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
