import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { launchOptions } from "../playwright.config";
import { median } from "./stats";
import type { Screen } from "./screens";

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof categories)[number];

export type FailedAudit = {
  category: Category;
  id: string;
  title: string;
  score: number;
  /** The first offending items (console message, element, URL), to know what to fix. */
  items: string[];
};

export type LighthouseFigures = {
  runs: number;
  /** Every run's performance score (0-100), to show the spread the median hides. */
  performanceRuns: number[];
  /** The worst run's figures: the budgets hold in every run, not only the median's (issue 36). */
  performanceMin: number;
  tbtMaxMs: number;
  clsMax: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's own measure of the host's CPU (`environment.benchmarkIndex`, higher is faster):
   * the simulated slowdown multiplies the host's task times, so a slower host blocks longer
   * (decision 0111).
   */
  benchmarkIndex: number;
  /** Scored audits that did not pass in the last run: why a category lost points. */
  failedAudits: FailedAudit[];
};

type RunFigures = Omit<
  LighthouseFigures,
  "runs" | "performanceRuns" | "performanceMin" | "tbtMaxMs" | "clsMax" | "failedAudits"
>;

/** A run that fails on the tool's side (its trace, the protocol) is made again this many times. */
const RETRIES = 2;
/** Failures of the page itself (a 404 document, not HTML): made again, they fail again. */
const PAGE_ERRORS = new Set(["ERRORED_DOCUMENT_REQUEST", "NOT_HTML", "FAILED_DOCUMENT_REQUEST"]);

export type LighthouseRunner = {
  measure: (screen: Screen) => Promise<LighthouseFigures>;
  close: () => void;
};

/**
 * Lighthouse 12 with its default config: the mobile preset with simulated throttling (slow 4G,
 * 4x CPU slowdown). One Chromium serves every run; Lighthouse resets its storage before each one.
 * Every run's report is kept in reportDir for the Lighthouse viewer.
 */
export async function openLighthouse(
  origin: string,
  runsPerScreen: number,
  reportDir: string,
): Promise<LighthouseRunner> {
  mkdirSync(reportDir, { recursive: true });
  const chrome = await launch({
    chromePath: launchOptions.executablePath,
    chromeFlags: ["--headless=new", ...launchOptions.args],
  });
  const runOnce = async (screen: Screen, run: number, attempt = 0): Promise<Result> => {
    const retry = (why: string) => {
      console.log(`  lighthouse ${screen.key} run ${run}: ${why}, made again`);
      return runOnce(screen, run, attempt + 1);
    };
    let result;
    try {
      result = await lighthouse(origin + screen.path, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...categories],
      });
    } catch (error) {
      if (attempt < RETRIES) return retry(String(error).split("\n", 1).join(""));
      throw error;
    }
    if (!result) throw new Error(`Lighthouse returned nothing for ${screen.path}`);
    writeFileSync(path.join(reportDir, `${screen.key}-${run}.json`), JSON.stringify(result.lhr));
    const error = result.lhr.runtimeError;
    // Lighthouse sometimes misses the navigation's start in its own trace (NO_NAVSTART, NO_FCP: a
    // flake of its tracing, not of the page): such a run is made again, not lost.
    if (error && !PAGE_ERRORS.has(error.code) && attempt < RETRIES) return retry(error.code);
    // Lighthouse scores nothing it could not load (e.g. a 404 document): no figures, an error.
    if (error) throw new Error(`Lighthouse ${error.code}: ${error.message}`);
    return result.lhr;
  };
  const measure = async (screen: Screen) => {
    const runs: Result[] = [];
    for (let run = 1; run <= runsPerScreen; run += 1) {
      const lhr = await runOnce(screen, run);
      runs.push(lhr);
      console.log(`  lighthouse ${screen.key} run ${run}: ${describe(figuresOf(lhr))}`);
    }
    return summarize(runs);
  };
  return { measure, close: () => chrome.kill() };
}

function describe(figures: RunFigures): string {
  return `perf ${figures.performance}, a11y ${figures.accessibility}, bp ${figures.bestPractices}, seo ${figures.seo}, TBT ${figures.tbtMs} ms, CLS ${figures.cls.toFixed(3)}`;
}

function summarize(runs: readonly Result[]): LighthouseFigures {
  const figures = runs.map(figuresOf);
  const pick = (key: keyof RunFigures) => median(figures.map((f) => f[key]));
  const last = runs.at(-1);
  return {
    runs: runs.length,
    performanceRuns: figures.map((f) => f.performance),
    performanceMin: Math.min(...figures.map((f) => f.performance)),
    tbtMaxMs: Math.max(...figures.map((f) => f.tbtMs)),
    clsMax: Math.max(...figures.map((f) => f.cls)),
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    cls: pick("cls"),
    benchmarkIndex: pick("benchmarkIndex"),
    failedAudits: last ? failedAudits(last) : [],
  };
}

function figuresOf(lhr: Result): RunFigures {
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(metric("largest-contentful-paint")),
    tbtMs: Math.round(metric("total-blocking-time")),
    cls: metric("cumulative-layout-shift"),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

function failedAudits(lhr: Result): FailedAudit[] {
  return categories.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .flatMap((ref) => {
        const audit = lhr.audits[ref.id];
        const score = audit?.score;
        if (!audit || score === null || score === undefined || score >= 0.9) return [];
        return [{ category, id: ref.id, title: audit.title, score, items: offendingItems(audit) }];
      }),
  );
}

type Audit = Result["audits"][string];

function offendingItems(audit: Audit): string[] {
  const details = audit.details;
  if (!details || !("items" in details) || !Array.isArray(details.items)) return [];
  return (details.items as unknown[]).slice(0, 3).flatMap((item) => {
    const text = describeItem(item);
    return text ? [text.slice(0, 160)] : [];
  });
}

function describeItem(item: unknown): string | undefined {
  if (typeof item !== "object" || item === null) return undefined;
  const record = item as Record<string, unknown>;
  const node = record.node as { snippet?: unknown } | undefined;
  const source = record.source as { url?: unknown } | undefined;
  const candidates = [record.description, node?.snippet, record.url, source?.url];
  return candidates.find((c): c is string => typeof c === "string" && c !== "");
}
