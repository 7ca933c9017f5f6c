import { once } from "node:events";
import { Worker } from "node:worker_threads";
import { BROWSER_ENCODINGS } from "./load";
import { percentile } from "./workspace-list";

/**
 * How fast the server answers the requests every visitor makes (a kept page, a static file,
 * /healthz) while it does heavy work: each probe is asked again and again, by a few clients of
 * its own at a visitor's pace, from just before the work starts until it ends. For any heavy
 * work: a bulk-upload check (bench/bulk-check.ts), a claim flood, an import.
 */

export type Probe = { name: string; path: string; headers?: Record<string, string> };

export type ProbeFigures = {
  name: string;
  path: string;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers other than 200, and requests that failed or took over REQUEST_TIMEOUT_MS. */
  errors: number;
};

export type BusyFigures<T> = { busyMs: number; outcome: T; probes: ProbeFigures[] };

export type ProbeSettings = {
  /** Clients per probe, each asking again as soon as it has its answer and a pause. */
  clients: number;
  pauseMs: number;
};

const DEFAULT_SETTINGS: ProbeSettings = { clients: 2, pauseMs: 20 };
const REQUEST_TIMEOUT_MS = 30_000;

type Measured = { times: number[][]; errors: number[] };

/**
 * Runs `busy` while the probes are asked; their figures cover exactly that time. The probes'
 * clients run in a thread of their own (bench/probe-clients.mjs): the heavy work's own client
 * (a flood of requests, a 5 MB upload) is another machine for the visitor, and its answers must
 * not hold back the visitor's in the same event loop.
 */
export async function measureWhileBusy<T>(
  origin: string,
  probes: readonly Probe[],
  busy: () => Promise<T>,
  settings: ProbeSettings = DEFAULT_SETTINGS,
): Promise<BusyFigures<T>> {
  const clients = new Worker(new URL("./probe-clients.mjs", import.meta.url), {
    workerData: {
      origin,
      probes,
      ...settings,
      encodings: BROWSER_ENCODINGS,
      timeoutMs: REQUEST_TIMEOUT_MS,
    },
  });
  const measured = new Promise<Measured>((resolve, reject) => {
    clients.on("message", (message: Measured | { ready: true }) => {
      if ("times" in message) resolve(message);
    });
    clients.once("error", reject);
  });
  await once(clients, "message");
  const started = performance.now();
  let outcome: T;
  try {
    outcome = await busy();
  } finally {
    clients.postMessage("stop");
  }
  const busyMs = Math.round(performance.now() - started);
  const { times, errors } = await measured;
  await clients.terminate();
  return {
    busyMs,
    outcome,
    probes: probes.map((probe, p) => {
      const sorted = (times[p] ?? []).sort((a, b) => a - b);
      return {
        name: probe.name,
        path: probe.path,
        requests: sorted.length,
        p50Ms: Math.round(percentile(sorted, 50)),
        p99Ms: Math.round(percentile(sorted, 99)),
        maxMs: Math.round(sorted.at(-1) ?? Number.NaN),
        errors: errors[p] ?? 0,
      };
    }),
  };
}

/** The same probes on a quiet server, for as long: what "busy" is compared with. */
export function measureQuiet(origin: string, probes: readonly Probe[], ms: number) {
  return measureWhileBusy(
    origin,
    probes,
    () => new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms)),
  );
}
