import type { Page } from "@playwright/test";

/**
 * What the browser fetched before it first painted the screen: the document and every request
 * that started before the first paint (with their bytes on the wire), and the files Chromium
 * marked render-blocking. On a slow link each blocking file is a round trip before anything shows
 * (decision 0100).
 */
export type FirstPaint = {
  /** Milliseconds from the navigation's start to the first paint. */
  atMs: number;
  /** The document and the requests started before the first paint. */
  requests: number;
  /** Their bytes as transferred (compressed, headers included), the document's too. */
  bytes: number;
  /** Files other than the document that held the first paint back, by path. */
  renderBlocking: string[];
};

type Entry = { name: string; startTime: number; transferSize: number; blocking: boolean };

/** Reads the page's own timeline (Resource Timing, Paint Timing) once it has loaded. */
export async function measureFirstPaint(page: Page): Promise<FirstPaint> {
  const { paintAt, documentBytes, entries } = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-paint")[0];
    const navigation = performance.getEntriesByType("navigation")[0] as
      PerformanceNavigationTiming | undefined;
    const resources = performance.getEntriesByType("resource") as (PerformanceResourceTiming & {
      renderBlockingStatus?: string;
    })[];
    return {
      paintAt: paint?.startTime ?? Number.NaN,
      documentBytes: navigation?.transferSize ?? 0,
      entries: resources.map((r) => ({
        name: r.name,
        startTime: r.startTime,
        transferSize: r.transferSize,
        blocking: r.renderBlockingStatus === "blocking",
      })),
    };
  });
  return summarizeFirstPaint(paintAt, documentBytes, entries);
}

export function summarizeFirstPaint(
  paintAt: number,
  documentBytes: number,
  entries: readonly Entry[],
): FirstPaint {
  const before = entries.filter((e) => e.startTime < paintAt);
  return {
    atMs: Math.round(paintAt),
    requests: 1 + before.length,
    bytes: documentBytes + before.reduce((sum, e) => sum + e.transferSize, 0),
    renderBlocking: entries.filter((e) => e.blocking).map((e) => new URL(e.name).pathname),
  };
}
