import type { Check } from "./budgets";
import { runLoad, type LoadSettings } from "./load";

/**
 * "The p99 of these requests while that load runs" (issue 32, item 4): each probe path measured
 * by autocannon on a few connections, first at rest, then while a background load runs, so the
 * two figures differ only by that load. Any bench row of the kind reuses it: a claim flood, a
 * bulk upload's check.
 */

/** A request whose latency is watched, and the p99 it must keep under load. */
export type Probe = { name: string; path: string; budgetMs: number };

/** Issue 32, item 4: a kept page and the liveness probe while heavy work runs. */
export const KEPT_PAGE_AND_HEALTH: readonly Probe[] = [
  { name: "kept page", path: "/latest", budgetMs: 50 },
  { name: "liveness", path: "/healthz", budgetMs: 100 },
];

/**
 * Work the server is put under until `stop` aborts; what it did, in a line for the report (the
 * answers it got, say).
 */
export type BackgroundLoad = { name: string; run: (stop: AbortSignal) => Promise<string> };

export type ProbeFigures = Probe & {
  restP99Ms: number;
  loadedP99Ms: number;
  loadedP50Ms: number;
  loadedRequestsPerSecond: number;
  /** Errors, timeouts and non-2xx answers to the probe while the load ran. */
  loadedFailures: number;
};

export type UnderLoadFigures = { load: string; did: string; probes: ProbeFigures[] };

/** Connections per probe: enough for a p99, few enough not to be a load of its own. */
export const PROBE_SETTINGS: LoadSettings = { connections: 4, durationSeconds: 10 };

/**
 * Measures every probe at rest, then starts the load, measures every probe again while it runs
 * (one after the other), and stops it.
 */
export async function p99UnderLoad(
  origin: string,
  probes: readonly Probe[],
  load: BackgroundLoad,
  settings: LoadSettings = PROBE_SETTINGS,
): Promise<UnderLoadFigures> {
  const rest = new Map<string, number>();
  for (const probe of probes) {
    rest.set(probe.path, (await runLoad(origin, [{ path: probe.path }], settings)).latency.p99);
  }
  const stop = new AbortController();
  const running = load.run(stop.signal);
  const figures: ProbeFigures[] = [];
  try {
    for (const probe of probes) {
      const result = await runLoad(origin, [{ path: probe.path }], settings);
      figures.push({
        ...probe,
        restP99Ms: rest.get(probe.path) ?? Number.NaN,
        loadedP99Ms: result.latency.p99,
        loadedP50Ms: result.latency.p50,
        loadedRequestsPerSecond: Math.round(result.requests.average),
        loadedFailures: result.errors + result.timeouts + result.non2xx,
      });
    }
  } finally {
    stop.abort();
  }
  return { load: load.name, did: await running, probes: figures };
}

export function checkUnderLoad(all: readonly UnderLoadFigures[]): Check[] {
  return all.flatMap(({ load, probes }) =>
    probes.map((p) => ({
      screen: `${p.path} during ${load.split(":")[0]}`,
      check: `${p.name} p99 under load`,
      value: `${p.loadedP99Ms} ms (${p.restP99Ms} ms at rest), ${p.loadedFailures} failed`,
      budget: `< ${p.budgetMs} ms, none failed`,
      pass: p.loadedP99Ms < p.budgetMs && p.loadedFailures === 0,
    })),
  );
}

export function underLoadSection(all: readonly UnderLoadFigures[] | undefined): string {
  if (!all || all.length === 0) return "";
  const { connections, durationSeconds } = PROBE_SETTINGS;
  return [
    "## Kept pages and /healthz during heavy requests",
    "",
    `Each probe on ${connections} connections for ${durationSeconds} s, at rest and then while the load runs (bench/under-load.ts).`,
    "",
    "| load | probe | p99 at rest | p99 under load | p50 under load | req/s under load | failed | budget |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ...all.flatMap(({ load, probes }) =>
      probes.map(
        (p) =>
          `| ${load.split(":")[0]} | ${p.name} \`${p.path}\` | ${p.restP99Ms} ms | ${p.loadedP99Ms} ms | ${p.loadedP50Ms} ms | ${p.loadedRequestsPerSecond} | ${p.loadedFailures} | < ${p.budgetMs} ms |`,
      ),
    ),
    "",
    ...all.map(({ load, did }) => `- ${load}. Its answers: ${did}.`),
    "",
  ].join("\n");
}
