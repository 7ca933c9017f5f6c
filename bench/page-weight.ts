import { setTimeout as sleep } from "node:timers/promises";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { chromium, devices, type Browser, type Response } from "@playwright/test";
import { BEST } from "../front-layer/polish.mjs";
import { launchOptions } from "../playwright.config";
import { measureFirstPaint, type FirstPaint } from "./first-paint";
import { missingMarkers, type Screen } from "./screens";
import { decodedFrom, sentBody } from "./transfer";

/** TCP's first flight: ten packets (issue 36). */
export const FIRST_FLIGHT_BYTES = 14_600;
/** Time for the edge to make a page's best brotli copy (0.2-0.5 s of a thread on this machine). */
const POLISH_WAIT_MS = 10_000;

export type ServerHtml = {
  status: number;
  htmlBytes: number;
  htmlGzipBytes: number;
  /** The document's bytes as the server sends it to a browser (brotli accepted): issue 36's 14.6 KB. */
  htmlSentBytes: number;
  /** Whether the first 14.6 KB of it decode to the whole <main>: the page's content in one round trip. */
  contentInFirstFlight: boolean;
  /** What the server itself sent: its Content-Encoding, Cache-Control and Next's cache state. */
  contentEncoding: string | null;
  cacheControl: string | null;
  nextCache: string | null;
  missingMarkers: string[];
};

export type BrowserLoad = {
  requests: number;
  failedRequests: string[];
  scriptFiles: number;
  /** Every script with its gzip size, largest first: where the JavaScript weight comes from. */
  scripts: { path: string; gzipBytes: number }[];
  jsGzipBytes: number;
  jsBytes: number;
  cssGzipBytes: number;
  fontBytes: number;
  imageBytes: number;
  mediaBytes: number;
  /** Link prefetches (React Server Component payloads) the page starts on its own. */
  prefetchRequests: number;
  prefetchGzipBytes: number;
  /** What this site answered with 200 (path and query), the page itself first. */
  sameOriginPaths: string[];
  firstPaint?: FirstPaint;
};

const gzipBytes = (body: Buffer) => gzipSync(body).length;

/**
 * The document as most visitors get it: a kept page asked for again gets brotli's best copy
 * behind the answer (front-layer/polish.mjs, decision 0106), so it is asked again until that copy
 * comes (the same bytes as quality 11 here), for at most POLISH_WAIT_MS: pages rendered before
 * wait their turn, one at a time. The first visitor after a render gets quality 5's.
 */
async function sentAgain(url: string) {
  let sent = await sentBody(url, "gzip, deflate, br");
  if (sent.encoding !== "br") throw new Error(`${url} came as ${sent.encoding}, not brotli`);
  const best = brotliCompressSync(brotliDecompressSync(sent.body), BEST).length;
  for (let waited = 0; sent.body.length > best && waited < POLISH_WAIT_MS; waited += 250) {
    await sleep(250);
    sent = await sentBody(url, "gzip, deflate, br");
  }
  const { body } = sent;
  // The page's content (its <main>, with the rules it needs in the head) within the first flight.
  const firstFlight = await decodedFrom(body, FIRST_FLIGHT_BYTES);
  return { htmlSentBytes: body.length, contentInFirstFlight: firstFlight.includes("</main>") };
}

/** The first HTML response as a client without JavaScript gets it. */
export async function fetchServerHtml(origin: string, screen: Screen): Promise<ServerHtml> {
  // Undici decompresses; the sizes below are of the document itself, gzip computed here with zlib.
  const response = await fetch(origin + screen.path, { headers: { "accept-encoding": "gzip" } });
  const body = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    htmlBytes: body.length,
    htmlGzipBytes: gzipBytes(body),
    ...(await sentAgain(origin + screen.path)),
    contentEncoding: response.headers.get("content-encoding"),
    cacheControl: response.headers.get("cache-control"),
    nextCache: response.headers.get("x-nextjs-cache"),
    missingMarkers: missingMarkers(body.toString("utf8"), screen.markers),
  };
}

/** What a phone without JavaScript shows of the screen's main content. */
export type NoScriptView = {
  /** Text markers the page does not show (absent, or in markup a script would have to reveal). */
  invisibleMarkers: string[];
};

/**
 * Opens the screen in Chromium as a phone with JavaScript off and checks that each text marker is
 * visible there, not merely present in the HTML: a streamed `<Suspense>` part arrives in a hidden
 * block that only a script reveals (issue 22). Markup markers (RegExp) are left to the HTML check.
 */
export async function viewWithoutScript(
  browser: Browser,
  origin: string,
  screen: Screen,
): Promise<NoScriptView> {
  const context = await browser.newContext({ ...devices["Pixel 7"], javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(origin + screen.path, { waitUntil: "load", timeout: 60_000 });
    const invisibleMarkers: string[] = [];
    for (const marker of screen.markers) {
      if (typeof marker !== "string") continue;
      if (!(await page.getByText(marker).first().isVisible())) invisibleMarkers.push(marker);
    }
    return { invisibleMarkers };
  } finally {
    await context.close();
  }
}

export async function openBrowser(): Promise<Browser> {
  return chromium.launch(launchOptions);
}

/**
 * Loads the screen in Chromium as a phone would (fresh profile, so nothing is cached) and adds up what
 * it fetched, by resource type, until the network has been idle for half a second.
 */
export async function measureBrowserLoad(
  browser: Browser,
  origin: string,
  screen: Screen,
): Promise<BrowserLoad> {
  const context = await browser.newContext({ ...devices["Pixel 7"] });
  const page = await context.newPage();
  const load: BrowserLoad = {
    requests: 0,
    failedRequests: [],
    scriptFiles: 0,
    scripts: [],
    jsGzipBytes: 0,
    jsBytes: 0,
    cssGzipBytes: 0,
    fontBytes: 0,
    imageBytes: 0,
    mediaBytes: 0,
    prefetchRequests: 0,
    prefetchGzipBytes: 0,
    sameOriginPaths: [],
  };
  const pending: Promise<void>[] = [];
  let lastRequestAt = Date.now();
  page.on("request", () => {
    load.requests += 1;
    lastRequestAt = Date.now();
  });
  page.on("requestfailed", (request) => load.failedRequests.push(request.url()));
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && response.status() === 200 && !url.search.includes("_rsc=")) {
      load.sameOriginPaths.push(url.pathname + url.search);
    }
    pending.push(addResponse(load, response).catch(() => undefined));
  });
  try {
    await page.goto(origin + screen.path, { waitUntil: "load", timeout: 60_000 });
    await untilNoNewRequests(() => lastRequestAt);
    load.firstPaint = await measureFirstPaint(page);
    await settle(pending);
    load.scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
  } finally {
    await context.close();
  }
  return load;
}

const QUIET_MS = 2_000;
const MAX_WAIT_MS = 15_000;

/**
 * After `load`, the page keeps fetching on its own (hydration chunks, Link prefetches on idle). Waits
 * until it has started no request for two seconds. Not Playwright's "networkidle": a prefetch stream
 * that React leaves open would hold that off for good.
 */
export async function untilNoNewRequests(lastRequestAt: () => number): Promise<void> {
  const started = Date.now();
  while (Date.now() - lastRequestAt() < QUIET_MS && Date.now() - started < MAX_WAIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Waits for every response handler, including those that responses arriving meanwhile added. */
async function settle(pending: Promise<void>[]): Promise<void> {
  for (let done = 0; done < pending.length;) {
    const count = pending.length;
    await Promise.all(pending);
    done = count;
  }
}

async function addResponse(load: BrowserLoad, response: Response): Promise<void> {
  const request = response.request();
  const body = await responseBody(response);
  const type = request.resourceType();
  if (type === "script") {
    const gzip = gzipBytes(body);
    load.scriptFiles += 1;
    load.scripts.push({ path: new URL(request.url()).pathname, gzipBytes: gzip });
    load.jsBytes += body.length;
    load.jsGzipBytes += gzip;
  } else if (type === "stylesheet") {
    load.cssGzipBytes += gzipBytes(body);
  } else if (type === "font") {
    load.fontBytes += body.length;
  } else if (type === "image") {
    load.imageBytes += body.length;
  } else if (type === "media") {
    load.mediaBytes += body.length;
  } else if (type === "fetch" && isRscRequest(request.url(), await request.allHeaders())) {
    load.prefetchRequests += 1;
    load.prefetchGzipBytes += gzipBytes(body);
  }
}

function isRscRequest(url: string, headers: Record<string, string>): boolean {
  return url.includes("_rsc=") || headers.rsc === "1";
}

/** Redirects, ranged media and unfinished streams have no body to read; their transfer size stands in. */
async function responseBody(response: Response): Promise<Buffer> {
  try {
    return await within(response.body(), 5_000);
  } catch {
    const sizes = await within(response.request().sizes(), 1_000).catch(() => undefined);
    return Buffer.alloc(sizes?.responseBodySize ?? 0);
  }
}

/** A body that never finishes (an open stream) would otherwise hang body() and sizes() forever. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref(),
  );
  return Promise.race([promise, timeout]);
}
