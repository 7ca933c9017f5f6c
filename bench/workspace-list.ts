/**
 * The editors' workspace's lecture list, measured as one editor uses it: requests one after the
 * other (single user), signed in as an admin, on a server holding a large catalogue. Works against
 * any running server: give it the origin and an admin's session cookie.
 */

export type WorkspaceListFigures = {
  requests: number;
  /** Milliseconds, full response body read. */
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers that were not 200 with the list in them. */
  failures: number;
  /** The addresses measured, in the order they were asked. */
  paths: string[];
  /** The slowest addresses by their own p99 (milliseconds), slowest first. */
  slowest: { path: string; p50Ms: number; p99Ms: number }[];
};

/** Budget of issue 14: p99 under 200 ms with 20,000 lectures, one user. */
export const WORKSPACE_LIST_P99_BUDGET_MS = 200;

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

const NEXT_PAGE = /href="(\/admin\/lectures\?[^"]*after=[^"]+)"/;

async function timedGet(origin: string, path: string, cookie: string) {
  const started = performance.now();
  const response = await fetch(`${origin}${path}`, {
    headers: { Cookie: cookie, "Accept-Encoding": "gzip" },
  });
  const html = await response.text();
  return { ms: performance.now() - started, ok: response.status === 200, html };
}

/**
 * What an editor does with the list: the first page, a class, a class and subject, a search, and
 * paging deep into it by following "Next page" (cursors). Each is asked `rounds` times.
 */
export async function measureWorkspaceList(
  origin: string,
  adminCookie: string,
  rounds = 10,
): Promise<WorkspaceListFigures> {
  const starts = [
    "/admin/lectures",
    "/admin/lectures?class=11th",
    "/admin/lectures?class=12th&subject=physics",
    "/admin/lectures?q=result",
    "/admin/lectures?subject=chemistry&q=chapter",
  ];
  // Deep pages: follow "Next page" 20 times from the first page.
  const paths = [...starts];
  let next: string | undefined = "/admin/lectures";
  for (let page = 0; page < 20 && next; page++) {
    const { html } = await timedGet(origin, next, adminCookie);
    next = NEXT_PAGE.exec(html)?.[1]?.replaceAll("&amp;", "&");
    if (next) paths.push(next);
  }
  // Warm-up: the first requests of a fresh server compile and fill caches.
  for (const path of paths) await timedGet(origin, path, adminCookie);

  const timings: number[] = [];
  const byPath = new Map<string, number[]>(paths.map((path) => [path, []]));
  let failures = 0;
  for (let round = 0; round < rounds; round++) {
    for (const path of paths) {
      const { ms, ok, html } = await timedGet(origin, path, adminCookie);
      timings.push(ms);
      byPath.get(path)!.push(ms);
      if (!ok || !html.includes('href="/admin/lectures/')) failures += 1;
    }
  }
  const sorted = [...timings].sort((a, b) => a - b);
  const round2 = (v: number) => Math.round(v * 10) / 10;
  return {
    requests: timings.length,
    p50Ms: round2(percentile(sorted, 50)),
    p95Ms: round2(percentile(sorted, 95)),
    p99Ms: round2(percentile(sorted, 99)),
    maxMs: round2(sorted[sorted.length - 1] ?? Number.NaN),
    failures,
    paths,
    slowest: [...byPath]
      .map(([path, times]) => {
        const own = [...times].sort((a, b) => a - b);
        return { path, p50Ms: round2(percentile(own, 50)), p99Ms: round2(percentile(own, 99)) };
      })
      .sort((a, b) => b.p99Ms - a.p99Ms)
      .slice(0, 5),
  };
}
