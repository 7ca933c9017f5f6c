import { budgets, kb, type Check, type ChunkFigures, type ScreenFigures } from "./budgets";
import type { LoadFigures, LoadSettings } from "./load";
import type { Machine, Revision } from "./machine";
import { catalogueSection, type CatalogueFigures } from "./catalogue-figures";
import { busySection } from "./busy-report";
import type { BusyWorkFigures } from "./busy-work";
import { personalSection, type PersonalFigures } from "./personal-report";
import { navigationSection, type NavigationFigures } from "./navigations";
import { facadeSection, type FacadeFigures } from "./player-facade";
import type { Catalogue } from "./server";

export type Results = {
  date: string;
  revision: Revision;
  machine: Machine;
  settings: LoadSettings & {
    lighthouseRunsPerScreen: number;
    built: boolean;
    catalogue: Catalogue;
  };
  /** Seconds each phase took. */
  durations: Record<string, number>;
  staticFile?: LoadFigures & { bytes: number };
  largestChunk?: ChunkFigures;
  screens: ScreenFigures[];
  /** A click's request under load beside its document (issue 32). */
  navigations?: NavigationFigures[];
  /** Render times, sitemap and feed (and the large catalogue's comparison with the demo's). */
  catalogue?: CatalogueFigures;
  /** Signed-in visits, personal requests and progress reports (issues 16, 23 and 32). */
  personal?: PersonalFigures;
  /** The player before and after its play button is pressed (issue 17). */
  facade?: FacadeFigures;
  /** A kept page and /healthz while one account makes the server do heavy work (issue 32). */
  busy?: BusyWorkFigures[];
  checks: Check[];
  passed: boolean;
};

const cell = (value: string | number | undefined) =>
  value === undefined ? "–" : String(value).replace(/\|/g, "\\|");
const row = (cells: (string | number | undefined)[]) => `| ${cells.map(cell).join(" | ")} |`;
const code = (text: string) => `\`${text.replace(/`/g, "'").replace(/\s+/g, " ")}\``;
const table = (head: string[], rows: (string | number | undefined)[][]) =>
  [row(head), row(head.map(() => "---")), ...rows.map(row)].join("\n");

export function renderMarkdown(r: Results): string {
  const failed = r.checks.filter((c) => !c.pass);
  return [
    "# Benchmark results",
    "",
    `Made by \`npm run bench\` on ${r.date}, commit \`${r.revision.commit.slice(0, 12)}\`${r.revision.dirty ? " (with uncommitted changes)" : ""}.`,
    "",
    machineSection(r),
    "",
    `## Budget check: ${r.passed ? "PASSED" : "FAILED"}`,
    "",
    r.passed
      ? `All ${r.checks.length} checks passed.`
      : `${failed.length} of ${r.checks.length} checks failed:\n\n${failed.map((c) => `- ${c.screen}: ${c.check} is ${c.value} (budget ${c.budget})`).join("\n")}`,
    "",
    weightSection(r.screens),
    "",
    transferSection(r.screens),
    "",
    facadeSection(r.facade),
    lighthouseSection(r.screens),
    "",
    loadSection(r),
    "",
    navigationSection(r.navigations),
    catalogueSection(r.catalogue),
    personalSection(r.personal),
    busySection(r.busy),
    "## Every check",
    "",
    table(
      ["screen", "check", "value", "budget", "result"],
      r.checks.map((c) => [c.screen, c.check, c.value, c.budget, c.pass ? "pass" : "**FAIL**"]),
    ),
    "",
    errorSection(r.screens),
  ].join("\n");
}

function machineSection(r: Results): string {
  const m = r.machine;
  const durations = Object.entries(r.durations)
    .map(([phase, seconds]) => `${phase} ${Math.round(seconds)} s`)
    .join(", ");
  return [
    `- Machine: ${m.cpuModel}, ${m.cores} cores, ${m.memoryGiB} GiB memory; load average ${m.loadAverageAtStart} when the run started (other work on the machine lowers every figure).`,
    `- Software: Node ${m.node}, ${m.chromium}, Lighthouse ${m.lighthouse}.`,
    `- Settings: production build (${r.settings.built ? "built by this run" : "existing build"}), embedded database with the ${r.settings.catalogue === "large" ? "large catalogue (bench/catalogue.ts: 20,000 lectures, 5,000 updates, 2,000 jobs, 100,000 ratings, plus the demo content)" : "demo content"}; Lighthouse mobile preset with simulated throttling, median of ${r.settings.lighthouseRunsPerScreen} run(s) per screen; autocannon ${r.settings.connections} connections for ${r.settings.durationSeconds} s per target.`,
    `- Time taken: ${durations}.`,
    ...(m.loadAverageAtStart > m.cores / 2
      ? [
          `- **The machine was busy** (load average ${m.loadAverageAtStart} on ${m.cores} cores): latency, requests/s and Lighthouse's blocking time are worse than on an idle machine; run again on an idle one for figures that count.`,
        ]
      : []),
  ].join("\n");
}

function weightSection(screens: readonly ScreenFigures[]): string {
  return [
    "## Page weight (a phone's first visit, nothing cached)",
    "",
    'gzip sizes are computed here with zlib from each response body, independent of what the server compressed; "HTML sent" is the document as the server sends it to a browser (brotli), against TCP\'s first flight of 14.6 KB, with the page\'s own rules in its head (decision 0108); "<main> in first 14.6 KB" says whether that much of it decodes to the page\'s whole content; "before first paint" counts the document and the requests that started before Chromium\'s first paint (their bytes on the wire, the paint\'s time, unthrottled). JavaScript and CSS are what Chromium fetched while loading the page; prefetches are the Link prefetches (React Server Component payloads) the page starts by itself.',
    "",
    table(
      [
        "screen",
        "path",
        "status",
        "HTML",
        "HTML gzip",
        "HTML sent",
        "<main> in first 14.6 KB",
        "before first paint",
        "JS gzip (files)",
        "CSS gzip",
        "fonts",
        "images",
        "requests",
        "prefetches",
        "content in HTML",
        "shown without JS",
      ],
      screens.map(({ screen, html, browser, noScript }) => [
        screen.key,
        `\`${decodeURI(screen.path)}\``,
        html?.status,
        html && kb(html.htmlBytes),
        html && kb(html.htmlGzipBytes),
        html && kb(html.htmlSentBytes),
        html && (html.contentInFirstFlight ? "yes" : "**no**"),
        browser?.firstPaint &&
          `${browser.firstPaint.requests} (${kb(browser.firstPaint.bytes)}, ${browser.firstPaint.atMs} ms)`,
        browser && `${kb(browser.jsGzipBytes)} (${browser.scriptFiles})`,
        browser && kb(browser.cssGzipBytes),
        browser && kb(browser.fontBytes),
        browser && kb(browser.imageBytes),
        browser?.requests,
        browser && `${browser.prefetchRequests} (${kb(browser.prefetchGzipBytes)})`,
        html && (html.missingMarkers.length === 0 ? "yes" : "**no**"),
        noScript && (noScript.invisibleMarkers.length === 0 ? "yes" : "**no**"),
      ]),
    ),
    "",
    "Server headers of the first HTML response:",
    "",
    table(
      ["screen", "Content-Encoding", "Cache-Control", "x-nextjs-cache"],
      screens.map(({ screen, html }) => [
        screen.key,
        html?.contentEncoding ?? "none",
        html?.cacheControl ?? "none",
        html?.nextCache ?? "none",
      ]),
    ),
  ].join("\n");
}

function transferSection(screens: readonly ScreenFigures[]): string {
  return [
    "## First visit on the wire (brotli and gzip)",
    "",
    "Every file this site answered while the page loaded (the page, scripts, styles, fonts, pictures), asked for again as the server sends it: accepting brotli and gzip as browsers do, then gzip only. Static files are compressed at build (brotli quality 11, gzip level 9), cached pages once when kept.",
    "",
    table(
      ["screen", "requests", "brotli", "gzip", "brotli saves"],
      screens.map(({ screen, transfer: t }) => [
        screen.key,
        t?.requests,
        t && kb(t.brBytes),
        t && kb(t.gzipBytes),
        t && t.gzipBytes > 0 ? `${(100 * (1 - t.brBytes / t.gzipBytes)).toFixed(1)} %` : undefined,
      ]),
    ),
  ].join("\n");
}

function lighthouseSection(screens: readonly ScreenFigures[]): string {
  const audits = screens.flatMap(({ screen, lighthouse }) =>
    (lighthouse?.failedAudits ?? []).map(
      (a) =>
        `- ${screen.key}, ${a.category}: ${a.title} (\`${a.id}\`, score ${a.score})` +
        a.items.map((item) => `\n  - ${code(item)}`).join(""),
    ),
  );
  return [
    "## Lighthouse (mobile, simulated slow 4G and 4x CPU slowdown)",
    "",
    `Budgets, in every run: performance >= ${budgets.performance}, TBT < ${budgets.tbtBelowMs} ms, CLS < ${budgets.clsBelow}; medians: accessibility ${budgets.accessibility}, best practices >= ${budgets.bestPractices}, SEO ${budgets.seo}. A run Lighthouse itself fails (NO_NAVSTART and the like) is made again. "CPU index" is Lighthouse's benchmark of this machine's CPU (median of the runs; higher is faster): the simulated 4x slowdown multiplies this machine's task times, so a slower machine blocks longer (decision 0111).`,
    "",
    table(
      [
        "screen",
        "performance min (runs)",
        "accessibility",
        "best practices",
        "SEO",
        "LCP",
        "TBT median (worst)",
        "CLS worst",
        "CPU index",
      ],
      screens.map(({ screen, lighthouse: l }) => [
        screen.key,
        l && `${l.performanceMin} (${l.performanceRuns.join(", ")})`,
        l?.accessibility,
        l?.bestPractices,
        l?.seo,
        l && `${(l.lcpMs / 1000).toFixed(2)} s`,
        l && `${l.tbtMs} ms (${l.tbtMaxMs} ms)`,
        l?.clsMax.toFixed(3),
        l?.benchmarkIndex,
      ]),
    ),
    "",
    "Scored audits below 0.9 in the last run (why a score is not 100):",
    "",
    audits.length > 0 ? audits.join("\n") : "- none",
  ].join("\n");
}

function loadSection(r: Results): string {
  const s = r.staticFile;
  const c = r.largestChunk;
  const rows = r.screens
    .filter((f) => f.screen.load)
    .map(({ screen, load, ratioToStatic }) => [
      screen.key,
      load?.requestsPerSecond,
      ratioToStatic?.toFixed(2),
      load && `${load.p50Ms} ms`,
      load && `${load.p99Ms} ms`,
      load && load.errors + load.timeouts,
      load?.non2xx,
    ]);
  return [
    `## Server under load (autocannon, ${r.settings.connections} connections, ${r.settings.durationSeconds} s each, brotli and gzip accepted)`,
    "",
    s
      ? `The ceiling is the static file \`${s.path}\` (${kb(s.bytes)}, the built chunk closest in size to the pages' HTML), served by the same server.`
      : "The static file was not measured.",
    c
      ? `The largest chunk \`${c.path}\` (${kb(c.bytes)}) is compared with the cached page \`${c.page}\`.`
      : "The largest chunk was not measured.",
    `Budgets: p99 < ${budgets.p99BelowMs} ms; public pages served from a cache at >= ${budgets.cachedRatio} of the static file's requests/s; the largest chunk at >= ${budgets.chunkToPageRatio} of the cached page's.`,
    "",
    table(
      ["target", "requests/s", "ratio to static", "p50", "p99", "errors", "non-2xx"],
      [
        ...(s
          ? [
              [
                "static file",
                s.requestsPerSecond,
                "1.00",
                `${s.p50Ms} ms`,
                `${s.p99Ms} ms`,
                s.errors + s.timeouts,
                s.non2xx,
              ],
            ]
          : []),
        ...rows,
        ...(c
          ? [
              [
                "largest chunk",
                c.requestsPerSecond,
                s && s.requestsPerSecond > 0
                  ? (c.requestsPerSecond / s.requestsPerSecond).toFixed(2)
                  : undefined,
                `${c.p50Ms} ms`,
                `${c.p99Ms} ms`,
                c.errors + c.timeouts,
                c.non2xx,
              ],
            ]
          : []),
      ],
    ),
  ].join("\n");
}

function errorSection(screens: readonly ScreenFigures[]): string {
  const lines = screens.flatMap((f) => f.errors.map((e) => `- ${f.screen.key}: ${e}`));
  return lines.length > 0 ? `## Measurement errors\n\n${lines.join("\n")}\n` : "";
}
