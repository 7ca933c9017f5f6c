/**
 * npm run bench [-- --no-build --lighthouse-runs=5 --duration=20 --connections=50 --only=home,latest
 *   --catalogue=large --viewers=500 --postgres=postgres://… (an empty database)]
 * Builds and starts the production server on a fresh embedded database with the demo content (or
 * the large catalogue of bench/catalogue.ts), measures every screen of bench/screens.ts, render
 * times, the sitemap and the feed, signed-in views and progress reports (on PostgreSQL too with
 * --postgres), writes bench/results.json and bench/RESULTS.md, and exits 1
 * when a budget is missed.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { type ChunkFigures, checkBudgets, checkChunkBudgets, type ScreenFigures } from "./budgets";
import { BENCH_ADMIN, bulkCheck } from "./bulk-check";
import { checkBusyWork } from "./busy-report";
import { measureBusyWork, type BusyWorkFigures } from "./busy-work";
import {
  checkCatalogue,
  LATEST_PATH,
  measureCatalogue,
  timeRequests,
  type CatalogueFigures,
} from "./catalogue-figures";
import { measureLibrary } from "./library-figures";
import { openLighthouse } from "./lighthouse";
import { measurePersonalFigures } from "./personal-figures";
import { checkPersonal, type PersonalFigures } from "./personal-report";
import { measureLoad, pickLargestChunk, pickStaticFile, type LoadSettings } from "./load";
import { checkNavigations, measureNavigations, type NavigationFigures } from "./navigations";
import { describeMachine, describeRevision } from "./machine";
import { fetchServerHtml, measureBrowserLoad, openBrowser, viewWithoutScript } from "./page-weight";
import { checkFacade, measurePlayerFacade, type FacadeFigures } from "./player-facade";
import { renderMarkdown, type Results } from "./report";
import { signUpStudent } from "./signed-in";
import { screens as allScreens, UPDATE_PAGE_PATH, YOUTUBE_PLAYER_PATH } from "./screens";
import { buildProduction, freePort, startServer, type Catalogue } from "./server";
import { measureTransfer } from "./transfer";
import { median } from "./stats";
import { workspaceSection } from "./workspace-report";
import { prepareClaimFlood } from "./claim-flood";
import { launchOptions } from "../playwright.config";
import { signInForCookie } from "../tests/support/server-action";
import lighthousePackage from "lighthouse/package.json" with { type: "json" };
import { runMain } from "./run-main";

const benchDir = import.meta.dirname;
const outDir = path.join(benchDir, "out");
const { values: flags } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    "lighthouse-runs": { type: "string", default: "5" },
    duration: { type: "string", default: "20" },
    connections: { type: "string", default: "50" },
    only: { type: "string" },
    port: { type: "string" },
    catalogue: { type: "string", default: "demo" },
    viewers: { type: "string", default: "500" },
    postgres: { type: "string" },
  },
});

if (flags.catalogue !== "demo" && flags.catalogue !== "large") {
  console.error(`--catalogue must be demo or large, not ${flags.catalogue}`);
  process.exit(2);
}
const catalogue: Catalogue = flags.catalogue;

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

  // Render time is compared with the demo catalogue's, measured in this same run.
  const demoLatestRender =
    catalogue === "large"
      ? await phase("demo render time", async () => {
          const demo = await startServer(await freePort(), path.join(outDir, "server-demo.log"));
          try {
            return await timeRequests(demo.origin, LATEST_PATH, true);
          } finally {
            await demo.stop();
          }
        })
      : undefined;
  const port = flags.port ? Number(flags.port) : await freePort();
  const server = await phase("start", () =>
    startServer(
      port,
      path.join(outDir, "server.log"),
      catalogue,
      { ADMIN_EMAILS: BENCH_ADMIN.email },
      [],
      BENCH_ADMIN,
    ),
  );
  const stopOnSignal = () => void server.stop().finally(() => process.exit(130));
  process.once("SIGINT", stopOnSignal);
  process.once("SIGTERM", stopOnSignal);

  const figures: ScreenFigures[] = screens.map((screen) => ({ screen, errors: [] }));
  let staticFile: Results["staticFile"];
  let largestChunk: ChunkFigures | undefined;
  let catalogueFigures: CatalogueFigures | undefined;
  let personal: PersonalFigures | undefined;
  let facade: FacadeFigures | undefined;
  let navigations: NavigationFigures[] | undefined;
  const busy: BusyWorkFigures[] = [];
  try {
    catalogueFigures = await phase("render time and documents", async () => {
      const measured = await measureCatalogue(
        server.origin,
        catalogue,
        UPDATE_PAGE_PATH,
        load.durationSeconds,
      );
      for (const t of [...measured.renders, ...measured.searches, ...measured.documents]) {
        console.log(`  ${t.path}: ${t.status}, median ${t.medianMs} ms, ${t.gzipBytes} B gzip`);
      }
      for (const l of measured.documentLoad) {
        console.log(`  ${l.path} under load: ${l.requestsPerSecond} req/s, p99 ${l.p99Ms} ms`);
      }
      const library = catalogue === "large" ? await measureLibrary(server.origin) : undefined;
      for (const t of library ?? []) console.log(`  ${t.path}: ${t.status}, slowest ${t.maxMs} ms`);
      return { ...measured, demoLatestRender, library };
    });

    await phase("page weight", async () => {
      const browser = await openBrowser();
      try {
        for (const f of figures) {
          await attempt(f, "server HTML", async () => {
            f.html = await fetchServerHtml(server.origin, f.screen);
          });
          await attempt(f, "browser load", async () => {
            f.browser = await measureBrowserLoad(browser, server.origin, f.screen);
            f.transfer = await measureTransfer(server.origin, f.browser.sameOriginPaths);
          });
          await attempt(f, "without JavaScript", async () => {
            f.noScript = await viewWithoutScript(browser, server.origin, f.screen);
          });
          const missing = f.html?.missingMarkers.join(", ") || "none";
          const hidden = f.noScript?.invisibleMarkers.join(", ") || "none";
          console.log(
            `  ${f.screen.key}: status ${f.html?.status}, JS ${f.browser?.jsGzipBytes} B gzip, missing markers: ${missing}, not shown without JS: ${hidden}`,
          );
        }
        const player = figures.find((f) => f.screen.key === "player");
        if (player) {
          await attempt(player, "player facade", async () => {
            facade = await measurePlayerFacade(browser, server.origin, YOUTUBE_PLAYER_PATH);
            console.log(`  player before play: ${JSON.stringify(facade)}`);
          });
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
      // Issue 19: the heaviest file of a first visit against a page served from the cache.
      const chunk = pickLargestChunk(buildDir);
      const pagePath = "/latest";
      const page =
        figures.find((f) => f.screen.path === pagePath)?.load ??
        (await measureLoad(server.origin, pagePath, load));
      const measured = await measureLoad(server.origin, chunk.path, load);
      largestChunk = {
        ...measured,
        bytes: chunk.bytes,
        page: pagePath,
        ratioToPage:
          page.requestsPerSecond > 0
            ? measured.requestsPerSecond / page.requestsPerSecond
            : undefined,
      };
      console.log(
        `  largest chunk ${chunk.path}: ${measured.requestsPerSecond} req/s (${largestChunk.ratioToPage?.toFixed(2)} of ${pagePath}), p99 ${measured.p99Ms} ms`,
      );
    });

    navigations = await phase("navigations", async () => {
      const browser = await openBrowser();
      try {
        const cookie = await signUpStudent(server.origin, 20_000);
        return await measureNavigations(browser, server.origin, figures, cookie, load);
      } finally {
        await browser.close();
      }
    });

    personal = await phase("signed-in views, progress reports and quiz submissions", () =>
      measurePersonalFigures(server.origin, "PGlite", figures, load, Number(flags.viewers)),
    );

    for (const [title, work] of [
      ["a kept page and /healthz during a claim flood", () => prepareClaimFlood(server.origin)],
      [
        "a kept page and /healthz during a bulk-upload check",
        async () => {
          const { email, password } = BENCH_ADMIN;
          return bulkCheck(
            server.origin,
            (await signInForCookie(server.origin, email, password)).cookie,
          );
        },
      ],
    ] as const) {
      busy.push(
        await phase(title, async () => {
          const measured = await measureBusyWork(server.origin, await work());
          for (const p of measured.busy.probes) {
            console.log(`  ${p.name}: p99 ${p.p99Ms} ms, max ${p.maxMs} ms, ${p.errors} errors`);
          }
          console.log(`  the work: ${measured.did}`);
          return measured;
        }),
      );
    }
  } finally {
    await server.stop();
  }
  const postgres = flags.postgres;
  if (postgres && personal) {
    const figuresSoFar = personal;
    await phase("signed-in views and progress reports on PostgreSQL", async () => {
      // The first server has stopped: its port is free again.
      const pg = await startServer(port, path.join(outDir, "server-postgres.log"), "demo", {
        DATABASE_URL: postgres,
      });
      try {
        const onPostgres = await measurePersonalFigures(
          pg.origin,
          "PostgreSQL",
          figures,
          load,
          Number(flags.viewers),
        );
        figuresSoFar.visits.push(...onPostgres.visits);
        figuresSoFar.viewers.push(...onPostgres.viewers);
        figuresSoFar.quizzes.push(...onPostgres.quizzes);
      } finally {
        await pg.stop();
      }
    });
  }

  durations.total = (performance.now() - startedAt) / 1000;
  const checks = [
    ...checkBudgets(figures),
    ...checkChunkBudgets(largestChunk),
    ...(navigations ? checkNavigations(navigations) : []),
    ...(catalogueFigures ? checkCatalogue(catalogueFigures) : []),
    ...(personal ? checkPersonal(personal) : []),
    ...(screens.some((s) => s.key === "player") ? checkFacade(facade) : []),
    ...checkBusyWork(busy),
  ];
  const results: Results = {
    date: new Date().toISOString(),
    revision,
    machine,
    settings: { ...load, lighthouseRunsPerScreen: lighthouseRuns, built, catalogue },
    durations,
    staticFile,
    largestChunk,
    screens: figures,
    navigations,
    catalogue: catalogueFigures,
    personal,
    facade,
    busy,
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

runMain(main);
