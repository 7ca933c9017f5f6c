import type { LighthouseFigures } from "./lighthouse";
import type { LoadFigures } from "./load";
import type { BrowserLoad, NoScriptView, ServerHtml } from "./page-weight";
import type { Screen } from "./screens";
import type { Transfer } from "./transfer";

/** The budgets of issue 7. KB means 1000 bytes. */
export const budgets = {
  jsGzipBytes: 150_000,
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
  seo: 100,
  clsBelow: 0.02,
  /** Lighthouse's Total Blocking Time in its worst run. */
  tbtBelowMs: 200,
  /** TCP's first flight (ten packets): a document this size shows after one round trip. */
  firstFlightBytes: 14_600,
  p99BelowMs: 200,
  /** Public pages are served from a cache: at least this share of the static file's requests/s. */
  cachedRatio: 0.5,
  /** The largest chunk, compressed at build, at least this share of a cached page's requests/s. */
  chunkToPageRatio: 0.5,
} as const;

/** The largest built chunk under load, with brotli and gzip accepted, against a cached page. */
export type ChunkFigures = LoadFigures & {
  bytes: number;
  /** The cached page it is compared with, and this chunk's requests/s divided by that page's. */
  page: string;
  ratioToPage?: number;
};

export type ScreenFigures = {
  screen: Screen;
  html?: ServerHtml;
  browser?: BrowserLoad;
  noScript?: NoScriptView;
  lighthouse?: LighthouseFigures;
  load?: LoadFigures;
  /** requests/s of this screen divided by the static file's. */
  ratioToStatic?: number;
  /** A first visit's bytes as the server sends them with brotli and with gzip. */
  transfer?: Transfer;
  /** Phases that threw for this screen, with their message. */
  errors: string[];
};

export type Check = {
  screen: string;
  check: string;
  value: string;
  budget: string;
  pass: boolean;
};

const NOT_MEASURED = "not measured";
/** Lighthouse's audit of whether search engines may index the page. */
const NOINDEX_AUDIT = "is-crawlable";

/** Every budget applied to every screen it concerns; a figure that is missing fails its check. */
export function checkBudgets(figures: readonly ScreenFigures[]): Check[] {
  return figures.flatMap((f) => {
    const check = (name: string, budget: string, value: string | undefined, pass: boolean) => ({
      screen: f.screen.key,
      check: name,
      value: value ?? NOT_MEASURED,
      budget,
      pass: value !== undefined && pass,
    });
    const html = f.html;
    const lh = f.lighthouse;
    const checks: Check[] = [
      check(
        "main content in first HTML",
        "all markers present",
        html &&
          (html.missingMarkers.length === 0 ? "yes" : `missing ${html.missingMarkers.join(", ")}`),
        html?.missingMarkers.length === 0,
      ),
      check(
        "main content visible without JavaScript",
        "every text marker shown",
        f.noScript &&
          (f.noScript.invisibleMarkers.length === 0
            ? "yes"
            : `not shown: ${f.noScript.invisibleMarkers.join(", ")}`),
        f.noScript?.invisibleMarkers.length === 0,
      ),
      check(
        "JavaScript (gzip)",
        `<= ${kb(budgets.jsGzipBytes)}`,
        f.browser && kb(f.browser.jsGzipBytes),
        (f.browser?.jsGzipBytes ?? Infinity) <= budgets.jsGzipBytes,
      ),
      check(
        "nothing but the HTML blocks the first paint",
        "no render-blocking file",
        f.browser?.firstPaint && (f.browser.firstPaint.renderBlocking.join(", ") || "none"),
        f.browser?.firstPaint?.renderBlocking.length === 0,
      ),
      check(
        "Lighthouse performance, every run",
        `>= ${budgets.performance}`,
        lh && `${lh.performanceMin} (${lh.performanceRuns.join(", ")})`,
        (lh?.performanceMin ?? 0) >= budgets.performance,
      ),
      check(
        "Total Blocking Time, worst run",
        `< ${budgets.tbtBelowMs} ms`,
        lh && `${lh.tbtMaxMs} ms`,
        (lh?.tbtMaxMs ?? Infinity) < budgets.tbtBelowMs,
      ),
      check(
        "Lighthouse accessibility",
        `>= ${budgets.accessibility}`,
        lh && `${lh.accessibility}`,
        (lh?.accessibility ?? 0) >= budgets.accessibility,
      ),
      check(
        "Lighthouse best practices",
        `>= ${budgets.bestPractices}`,
        lh && `${lh.bestPractices}`,
        (lh?.bestPractices ?? 0) >= budgets.bestPractices,
      ),
      f.screen.noindex
        ? check(
            "Lighthouse SEO",
            `${budgets.seo} but for ${NOINDEX_AUDIT} (noindex on purpose)`,
            lh && `${lh.seo}`,
            !!lh && lh.failedAudits.every((a) => a.category !== "seo" || a.id === NOINDEX_AUDIT),
          )
        : check(
            "Lighthouse SEO",
            `>= ${budgets.seo}`,
            lh && `${lh.seo}`,
            (lh?.seo ?? 0) >= budgets.seo,
          ),
      check(
        "CLS, worst run",
        `< ${budgets.clsBelow}`,
        lh && lh.clsMax.toFixed(3),
        (lh?.clsMax ?? Infinity) < budgets.clsBelow,
      ),
      ...(f.screen.firstFlight
        ? [
            check(
              "HTML as sent (brotli)",
              `<= ${kb(budgets.firstFlightBytes)}`,
              html && kb(html.htmlSentBytes),
              (html?.htmlSentBytes ?? Infinity) <= budgets.firstFlightBytes,
            ),
            check(
              "the page's content (its <main>) in the first flight",
              `within the first ${kb(budgets.firstFlightBytes)}`,
              html && (html.contentInFirstFlight ? "yes" : "no"),
              html?.contentInFirstFlight === true,
            ),
          ]
        : []),
    ];
    if (!f.screen.load) return checks;
    const load = f.load;
    return [
      ...checks,
      check(
        "responses under load",
        "all 2xx, no errors",
        load && `${load.errors} errors, ${load.timeouts} timeouts, ${load.non2xx} non-2xx`,
        load !== undefined && load.errors + load.timeouts + load.non2xx === 0,
      ),
      check(
        "p99 latency at 50 connections",
        `< ${budgets.p99BelowMs} ms`,
        load && `${load.p99Ms} ms`,
        (load?.p99Ms ?? Infinity) < budgets.p99BelowMs,
      ),
      check(
        "requests/s vs static file",
        `>= ${budgets.cachedRatio}`,
        f.ratioToStatic?.toFixed(2),
        (f.ratioToStatic ?? 0) >= budgets.cachedRatio,
      ),
    ];
  });
}

/** Issue 19: the largest chunk is served at half a cached page's rate or better, in time. */
export function checkChunkBudgets(chunk: ChunkFigures | undefined): Check[] {
  const check = (name: string, budget: string, value: string | undefined, pass: boolean) => ({
    screen: "largest chunk",
    check: name,
    value: value ?? NOT_MEASURED,
    budget,
    pass: value !== undefined && pass,
  });
  return [
    check(
      "responses under load",
      "all 2xx, no errors",
      chunk && `${chunk.errors} errors, ${chunk.timeouts} timeouts, ${chunk.non2xx} non-2xx`,
      chunk !== undefined && chunk.errors + chunk.timeouts + chunk.non2xx === 0,
    ),
    check(
      "p99 latency at 50 connections",
      `< ${budgets.p99BelowMs} ms`,
      chunk && `${chunk.p99Ms} ms`,
      (chunk?.p99Ms ?? Infinity) < budgets.p99BelowMs,
    ),
    check(
      `requests/s vs cached page (${chunk?.page ?? "/latest"})`,
      `>= ${budgets.chunkToPageRatio}`,
      chunk?.ratioToPage?.toFixed(2),
      (chunk?.ratioToPage ?? 0) >= budgets.chunkToPageRatio,
    ),
  ];
}

export function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}
