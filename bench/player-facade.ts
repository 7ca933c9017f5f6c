import { gzipSync } from "node:zlib";
import { devices, type Browser } from "@playwright/test";
import type { Check } from "./budgets";
import { untilNoNewRequests } from "./page-weight";
import { installFakeYouTube } from "../tests/e2e/support/fake-youtube";
import { progress } from "../tests/e2e/support/lectures";

/** The hosts of YouTube's player and videos; its stills (i.ytimg.com) are counted apart. */
const PLAYER_HOSTS =
  /^https:\/\/(?:[^/]+\.)?(?:youtube\.com|youtube-nocookie\.com|googlevideo\.com)\/|^https:\/\/s\.ytimg\.com\//;
const STILL_HOST = /^https:\/\/i\.ytimg\.com\//;

/** What the player costs before the student presses play, and what the one tap does (issue 17). */
export type FacadeFigures = {
  requestsBeforePlay: number;
  /** Bodies received from any host before play (a still this machine cannot reach counts 0). */
  bytesBeforePlay: number;
  playerHostRequestsBeforePlay: number;
  stillRequestsBeforePlay: number;
  /** After one tap, with YouTube's IFrame API answered by the e2e tests' fake. */
  apiRequestsAfterTap: number;
  trackerCountedAfterTap: boolean;
  /** The service worker's script (public/sw.js), which the browser fetches apart from the page. */
  serviceWorkerGzipBytes: number;
};

/**
 * Opens the player as a phone, counts what it fetched until it is idle, presses play once and
 * checks the watch tracker moves: the fake API plays at once when asked to autoplay.
 */
export async function measurePlayerFacade(
  browser: Browser,
  origin: string,
  path: string,
): Promise<FacadeFigures> {
  const context = await browser.newContext({ ...devices["Pixel 7"], serviceWorkers: "block" });
  const page = await context.newPage();
  const apiRequests = await installFakeYouTube(page, 100);
  const urls: string[] = [];
  let bytes = 0;
  let lastRequestAt = Date.now();
  page.on("request", (request) => {
    urls.push(request.url());
    lastRequestAt = Date.now();
  });
  page.on("requestfinished", (request) => {
    void request.sizes().then(
      (sizes) => (bytes += sizes.responseBodySize),
      () => undefined,
    );
  });
  try {
    await page.goto(origin + path, { waitUntil: "load", timeout: 60_000 });
    await page.waitForFunction(() => "next" in window);
    await untilNoNewRequests(() => lastRequestAt);
    const before = [...urls];
    const bytesBeforePlay = bytes;
    await page.getByRole("button", { name: /^Play video: / }).click();
    const watched = progress(page);
    // The fake video is 100 s long: one percent is one second of real playing time.
    const counted = await watched
      .evaluate(
        (bar) =>
          new Promise<boolean>((resolve) => {
            const check = () => Number(bar.getAttribute("aria-valuenow")) > 0;
            new MutationObserver(() => check() && resolve(true)).observe(bar, {
              attributes: true,
            });
            setTimeout(() => resolve(check()), 5_000);
          }),
      )
      .catch(() => false);
    const worker = await fetch(`${origin}/sw.js`);
    return {
      requestsBeforePlay: before.length,
      bytesBeforePlay,
      playerHostRequestsBeforePlay: before.filter((url) => PLAYER_HOSTS.test(url)).length,
      stillRequestsBeforePlay: before.filter((url) => STILL_HOST.test(url)).length,
      apiRequestsAfterTap: apiRequests(),
      trackerCountedAfterTap: counted,
      serviceWorkerGzipBytes: gzipSync(Buffer.from(await worker.arrayBuffer())).length,
    };
  } finally {
    await context.close();
  }
}

/** Issue 17's promises: nothing from the player's hosts before play, and one tap plays. */
export function checkFacade(f: FacadeFigures | undefined): Check[] {
  const value = (v: string | undefined) => v ?? "not measured";
  return [
    {
      screen: "player",
      check: "requests to YouTube's player hosts before play",
      value: value(f && String(f.playerHostRequestsBeforePlay)),
      budget: "0",
      pass: f?.playerHostRequestsBeforePlay === 0,
    },
    {
      screen: "player",
      check: "one tap loads the player and the tracker counts",
      value: value(f && `${f.apiRequestsAfterTap} API load, counted: ${f.trackerCountedAfterTap}`),
      budget: "1 API load, counted: true",
      pass: f?.apiRequestsAfterTap === 1 && f.trackerCountedAfterTap,
    },
  ];
}

/** The RESULTS.md section. */
export function facadeSection(f: FacadeFigures | undefined): string {
  if (!f) return "";
  return [
    "## Lecture player before play (issue 17)",
    "",
    `Opened as a phone, until idle: ${f.requestsBeforePlay} requests, ${f.bytesBeforePlay} bytes received, ` +
      `${f.playerHostRequestsBeforePlay} to YouTube's player hosts, ${f.stillRequestsBeforePlay} to its stills (i.ytimg.com, unreachable here, so 0 bytes). ` +
      `After one tap on play, with the e2e tests' fake IFrame API: ${f.apiRequestsAfterTap} API load, the watch tracker ${f.trackerCountedAfterTap ? "counted" : "did **not** count"}. ` +
      `The service worker's script, fetched by the browser apart from the page: ${f.serviceWorkerGzipBytes} B gzip.`,
    "",
  ].join("\n");
}
