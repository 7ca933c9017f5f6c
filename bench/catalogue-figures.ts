import { request as httpRequest } from "node:http";
import { gzipSync } from "node:zlib";
import { LOCALE_HEADER, PAGE_PATH_HEADER } from "../front-layer/contract.mjs";
import { localeOfPath, withoutLocale } from "../src/lib/locales.mjs";
import { isPagePath } from "../src/lib/route-manifest.mjs";
import type { Check } from "./budgets";
import { kb } from "./budgets";
import { measureLoad, type LoadFigures } from "./load";
import { SEARCH_DEPTH, SEARCH_PATHS, deepSearchPath } from "./search-figures";
import { renderSockets, type Catalogue } from "./server";
import { median } from "./stats";

/** Issue 15's budgets for the feeds and for a large catalogue. */
export const catalogueBudgets = {
  /** Sitemap and RSS feed: median answer time. */
  feedBelowMs: 500,
  /** /latest's first HTML with the large catalogue. */
  latestGzipBytes: 40_000,
  /** /latest's render time with the large catalogue over the demo's, in the same run. */
  renderRatio: 1.5,
  /** A page of search results: median render time, however deep the page. */
  searchBelowMs: 500,
  /** The library's listings and a document's page with 50,000 documents: slowest render. */
  libraryBelowMs: 200,
} as const;

export type Timing = {
  path: string;
  status: number;
  medianMs: number;
  maxMs: number;
  bytes: number;
  gzipBytes: number;
};

export type CatalogueFigures = {
  catalogue: Catalogue;
  /** Pages rendered for each request (the page cache is bypassed). */
  renders: Timing[];
  /** Search results rendered for each request, a page 10 deep among them. */
  searches: Timing[];
  /** Sitemap and feed as rendered (the page cache keeps them 30 s since decision 0018: this is
   *  the first request, or one every 30 s). */
  documents: Timing[];
  /** The same documents under a crawler's load (10 connections, mostly from the page cache):
   *  reported, no budget. */
  documentLoad: LoadFigures[];
  /** /latest rendered by a server with the demo catalogue, in the same run (large runs only). */
  demoLatestRender?: Timing;
  /** The library's listings and a document page with 50,000 documents (large runs only). */
  library?: Timing[];
};

const RENDERS = 15;

/**
 * Sequential requests, after one to warm up. With `bypassCache`, a page is asked of the server's
 * Next.js on the socket where the edge asks for its renders (bench/server.ts), with the headers the
 * edge sends: the render time, not the cache's.
 */
export async function timeRequests(
  origin: string,
  path: string,
  bypassCache: boolean,
  count = RENDERS,
  /** A signed-in student's Cookie header. */
  cookie?: string,
): Promise<Timing> {
  const headers: Record<string, string> = { "accept-encoding": "gzip" };
  if (cookie) headers.cookie = cookie;
  // Only pages are kept; anything else (GET /api/me) is timed as a client asks for it.
  const socket = isPagePath(withoutLocale(path.split("?")[0] ?? "/"))
    ? renderSockets.get(origin)
    : undefined;
  const times: number[] = [];
  let last: { status: number; body: Buffer } = { status: 0, body: Buffer.alloc(0) };
  for (let i = 0; i <= count; i += 1) {
    const started = performance.now();
    last =
      socket && bypassCache
        ? await render(socket, origin, path, cookie)
        : await get(origin + path, headers);
    if (i > 0) times.push(performance.now() - started);
  }
  return {
    path,
    status: last.status,
    medianMs: Math.round(median(times)),
    maxMs: Math.round(Math.max(...times)),
    bytes: last.body.length,
    gzipBytes: gzipSync(last.body).length,
  };
}

async function get(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

/** A render as the edge asks for one: on Next's socket, the language from the path. */
function render(socket: string, origin: string, path: string, cookie?: string) {
  const headers = {
    host: new URL(origin).host,
    [LOCALE_HEADER]: localeOfPath(path),
    [PAGE_PATH_HEADER]: withoutLocale(path),
    ...(cookie ? { cookie } : {}),
  };
  return new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
    httpRequest({ socketPath: socket, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }),
      );
    })
      .on("error", reject)
      .end();
  });
}

export const LATEST_PATH = "/latest";

/** Crawlers and feed readers come a few at a time, not fifty. */
const DOCUMENT_CONNECTIONS = 10;

export async function measureCatalogue(
  origin: string,
  catalogue: Catalogue,
  updatePath: string,
  loadSeconds: number,
): Promise<CatalogueFigures> {
  const renders = [];
  for (const path of [LATEST_PATH, "/latest?tag=Results", updatePath]) {
    renders.push(await timeRequests(origin, path, true));
  }
  const searches = [];
  const deep = await deepSearchPath(origin, "/search?q=physics&in=lectures", SEARCH_DEPTH);
  for (const path of [...SEARCH_PATHS, deep]) searches.push(await timeRequests(origin, path, true));
  const documents = [];
  for (const path of ["/sitemap.xml", "/latest/feed.xml", "/latest/feed.xml?tag=Results"]) {
    documents.push(await timeRequests(origin, path, true, 10));
  }
  const documentLoad = [];
  for (const path of ["/sitemap.xml", "/latest/feed.xml"]) {
    const settings = { connections: DOCUMENT_CONNECTIONS, durationSeconds: loadSeconds };
    documentLoad.push(await measureLoad(origin, path, settings));
  }
  return { catalogue, renders, searches, documents, documentLoad };
}

export function checkCatalogue(figures: CatalogueFigures): Check[] {
  const checks: Check[] = [
    ...figures.documents.map((timing) => ({
      screen: timing.path,
      check: "answer time (median of 10)",
      value: `${timing.medianMs} ms (status ${timing.status})`,
      budget: `< ${catalogueBudgets.feedBelowMs} ms`,
      pass: timing.status === 200 && timing.medianMs < catalogueBudgets.feedBelowMs,
    })),
    ...figures.searches.map((timing) => ({
      screen: timing.path,
      check: `search render time (median of 15, ${figures.catalogue} catalogue)`,
      value: `${timing.medianMs} ms (status ${timing.status})`,
      budget: `< ${catalogueBudgets.searchBelowMs} ms`,
      pass: timing.status === 200 && timing.medianMs < catalogueBudgets.searchBelowMs,
    })),
  ];
  if (figures.catalogue !== "large") return checks;
  // The p99: the slowest of 15 sequential renders stands for it.
  const library = (figures.library ?? []).map((timing) => ({
    screen: timing.path,
    check: "library render time (slowest of 15, large catalogue)",
    value: `${timing.maxMs} ms (status ${timing.status})`,
    budget: `< ${catalogueBudgets.libraryBelowMs} ms`,
    pass: timing.status === 200 && timing.maxMs < catalogueBudgets.libraryBelowMs,
  }));
  const latest = figures.renders.find((timing) => timing.path === LATEST_PATH);
  const demo = figures.demoLatestRender;
  const ratio = latest && demo ? latest.medianMs / Math.max(demo.medianMs, 1) : undefined;
  return [
    ...checks,
    ...library,
    {
      screen: "latest",
      check: "first HTML (gzip), large catalogue",
      value: latest ? kb(latest.gzipBytes) : "not measured",
      budget: `<= ${kb(catalogueBudgets.latestGzipBytes)}`,
      pass: latest !== undefined && latest.gzipBytes <= catalogueBudgets.latestGzipBytes,
    },
    {
      screen: "latest",
      check: "render time, large over demo catalogue",
      value:
        ratio === undefined
          ? "not measured"
          : `${ratio.toFixed(2)} (${latest?.medianMs} ms vs ${demo?.medianMs} ms)`,
      budget: `<= ${catalogueBudgets.renderRatio}`,
      pass: ratio !== undefined && ratio <= catalogueBudgets.renderRatio,
    },
  ];
}

export function catalogueSection(figures: CatalogueFigures | undefined): string {
  if (!figures) return "";
  const rows = (timings: Timing[]) =>
    timings.map(
      (t) =>
        `| \`${t.path}\` | ${t.status} | ${t.medianMs} ms | ${t.maxMs} ms | ${kb(t.bytes)} | ${kb(t.gzipBytes)} |`,
    );
  const head =
    "| path | status | median | max | size | gzip |\n| --- | --- | --- | --- | --- | --- |";
  return [
    `## Render times and documents (${figures.catalogue} catalogue)`,
    "",
    `Pages rendered for every request (asked of Next.js on the socket the edge renders through, so no cache is in the way), 15 sequential requests after one to warm up, search results among them (the last one ${SEARCH_DEPTH} "Next page" links deep); the sitemap and the RSS feeds, which the page cache never keeps, 10 requests.`,
    "",
    head,
    ...rows(figures.renders),
    ...rows(figures.searches),
    ...rows(figures.documents),
    ...rows(figures.library ?? []),
    "",
    `Under load (autocannon, ${DOCUMENT_CONNECTIONS} connections, gzip accepted):`,
    "",
    "| path | requests/s | p50 | p99 | errors | non-2xx |",
    "| --- | --- | --- | --- | --- | --- |",
    ...figures.documentLoad.map(
      (l) =>
        `| \`${l.path}\` | ${l.requestsPerSecond} | ${l.p50Ms} ms | ${l.p99Ms} ms | ${l.errors + l.timeouts} | ${l.non2xx} |`,
    ),
    ...(figures.demoLatestRender
      ? [
          "",
          "The same /latest on a server with the demo catalogue, in this run:",
          "",
          head,
          ...rows([figures.demoLatestRender]),
        ]
      : []),
    "",
  ].join("\n");
}
