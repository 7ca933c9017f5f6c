import { describe, expect, it } from "vitest";
import { type ChunkFigures, checkBudgets, checkChunkBudgets, type ScreenFigures } from "./budgets";
import type { LighthouseFigures } from "./lighthouse";
import type { BrowserLoad } from "./page-weight";
import { median } from "./stats";

const screen = {
  key: "chapters",
  name: "Chapters",
  path: "/c",
  markers: ["x"],
  load: true,
  firstFlight: true,
};
const lighthouse: LighthouseFigures = {
  runs: 3,
  performanceRuns: [96, 97, 98],
  performanceMin: 96,
  tbtMaxMs: 150,
  clsMax: 0.01,
  performance: 97,
  accessibility: 100,
  bestPractices: 96,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 40,
  cls: 0.01,
  benchmarkIndex: 2500,
  failedAudits: [],
};
const browser = {
  jsGzipBytes: 140_000,
  firstPaint: { atMs: 300, requests: 3, bytes: 20_000, renderBlocking: [] },
} as unknown as BrowserLoad;
const passing: ScreenFigures = {
  screen,
  errors: [],
  html: {
    status: 200,
    htmlBytes: 20_000,
    htmlGzipBytes: 5_000,
    htmlSentBytes: 14_600,
    contentInFirstFlight: true,
    contentEncoding: "gzip",
    cacheControl: null,
    nextCache: "HIT",
    missingMarkers: [],
  },
  browser,
  noScript: { invisibleMarkers: [] },
  lighthouse,
  load: {
    path: "/c",
    requestsPerSecond: 900,
    p50Ms: 40,
    p99Ms: 120,
    errors: 0,
    timeouts: 0,
    non2xx: 0,
  },
  ratioToStatic: 0.75,
};

const failing = (figures: ScreenFigures) =>
  checkBudgets([figures])
    .filter((c) => !c.pass)
    .map((c) => c.check);

describe("checkBudgets", () => {
  it("passes a screen within every budget", () => {
    expect(failing(passing)).toEqual([]);
    expect(checkBudgets([passing])).toHaveLength(15);
  });

  it("fails each figure past its limit, at the limit where the budget is strict", () => {
    expect(
      failing({
        ...passing,
        html: { ...passing.html!, htmlSentBytes: 14_601, contentInFirstFlight: false },
        browser: {
          ...browser,
          jsGzipBytes: 150_001,
          firstPaint: { ...browser.firstPaint!, renderBlocking: ["/_next/static/a.css"] },
        },
        lighthouse: { ...lighthouse, accessibility: 99, clsMax: 0.02, seo: 92 },
        load: { ...passing.load!, p99Ms: 200, non2xx: 3 },
        ratioToStatic: 0.49,
      }),
    ).toEqual([
      "JavaScript (gzip)",
      "nothing but the HTML blocks the first paint",
      "Lighthouse accessibility",
      "Lighthouse SEO",
      "CLS, worst run",
      "HTML as sent (brotli)",
      "the page's content (its <main>) in the first flight",
      "responses under load",
      "p99 latency at 50 connections",
      "requests/s vs static file",
    ]);
  });

  it("holds Lighthouse's budgets in the worst run, not the median", () => {
    expect(
      failing({
        ...passing,
        lighthouse: {
          ...lighthouse,
          performanceRuns: [97, 94, 98],
          performanceMin: 94,
          tbtMaxMs: 200,
        },
      }),
    ).toEqual(["Lighthouse performance, every run", "Total Blocking Time, worst run"]);
  });

  it("holds a noindex page to SEO 100 but for its crawlability audit", () => {
    const audit = (id: string) => ({
      category: "seo" as const,
      id,
      title: id,
      score: 0,
      items: [],
    });
    const noindex = (failedAudits: LighthouseFigures["failedAudits"]) => ({
      ...passing,
      screen: { ...screen, noindex: true },
      lighthouse: { ...lighthouse, seo: 66, failedAudits },
    });
    expect(failing(noindex([audit("is-crawlable")]))).toEqual([]);
    expect(failing(noindex([audit("is-crawlable"), audit("document-title")]))).toEqual([
      "Lighthouse SEO",
    ]);
  });

  it("fails a screen whose main content is in the HTML but hidden until a script runs", () => {
    expect(failing({ ...passing, noScript: { invisibleMarkers: ["x"] } })).toEqual([
      "main content visible without JavaScript",
    ]);
  });

  it("fails every check whose figure was not measured", () => {
    const checks = checkBudgets([{ screen, errors: ["server HTML: fetch failed"] }]);
    expect(checks.every((c) => !c.pass && c.value === "not measured")).toBe(true);
  });

  it("applies no load budgets to a screen not measured under load", () => {
    const checks = checkBudgets([{ ...passing, screen: { ...screen, load: false } }]);
    expect(checks.map((c) => c.check)).not.toContain("p99 latency at 50 connections");
  });
});

describe("checkChunkBudgets", () => {
  const chunk: ChunkFigures = {
    ...passing.load!,
    path: "/_next/static/chunks/a.js",
    bytes: 234_000,
    page: "/latest",
    ratioToPage: 0.8,
  };
  const failed = (figures?: ChunkFigures) =>
    checkChunkBudgets(figures)
      .filter((c) => !c.pass)
      .map((c) => c.check);

  it("passes a chunk served at half the cached page's rate or better, in time", () => {
    expect(failed(chunk)).toEqual([]);
  });

  it("fails a slow chunk, a late one, errors, and a chunk not measured", () => {
    expect(failed({ ...chunk, ratioToPage: 0.49, p99Ms: 200, timeouts: 1 })).toEqual([
      "responses under load",
      "p99 latency at 50 connections",
      "requests/s vs cached page (/latest)",
    ]);
    expect(failed(undefined)).toHaveLength(3);
  });
});

describe("median", () => {
  it("takes the middle value, the mean of the middle two, and ignores NaN", () => {
    expect(median([98, 91, 95])).toBe(95);
    expect(median([1, 4, 2, 3])).toBe(2.5);
    expect(median([Number.NaN, 7])).toBe(7);
    expect(median([])).toBeNaN();
  });
});
