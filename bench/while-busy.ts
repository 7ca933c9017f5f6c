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

async function ask(origin: string, probe: Probe): Promise<{ ms: number; ok: boolean }> {
  const started = performance.now();
  try {
    const response = await fetch(`${origin}${probe.path}`, {
      headers: { "accept-encoding": BROWSER_ENCODINGS, ...probe.headers },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return { ms: performance.now() - started, ok: response.status === 200 };
  } catch {
    return { ms: performance.now() - started, ok: false };
  }
}

/** Runs `busy` while the probes are asked; their figures cover exactly that time. */
export async function measureWhileBusy<T>(
  origin: string,
  probes: readonly Probe[],
  busy: () => Promise<T>,
  settings: ProbeSettings = DEFAULT_SETTINGS,
): Promise<BusyFigures<T>> {
  // Once each first: a kept page is then in the cache, as it is for a visitor.
  for (const probe of probes) await ask(origin, probe);
  const times = probes.map((): number[] => []);
  const errors = probes.map(() => 0);
  let done = false;
  const clients = probes.flatMap((probe, p) =>
    Array.from({ length: settings.clients }, async () => {
      while (!done) {
        const { ms, ok } = await ask(origin, probe);
        times[p]!.push(ms);
        if (!ok) errors[p]! += 1;
        await new Promise((resolve) => setTimeout(resolve, settings.pauseMs));
      }
    }),
  );
  const started = performance.now();
  let outcome: T;
  try {
    outcome = await busy();
  } finally {
    done = true;
  }
  const busyMs = Math.round(performance.now() - started);
  await Promise.all(clients);
  return {
    busyMs,
    outcome,
    probes: probes.map((probe, p) => {
      const sorted = times[p]!.sort((a, b) => a - b);
      return {
        name: probe.name,
        path: probe.path,
        requests: sorted.length,
        p50Ms: Math.round(percentile(sorted, 50)),
        p99Ms: Math.round(percentile(sorted, 99)),
        maxMs: Math.round(sorted.at(-1) ?? Number.NaN),
        errors: errors[p]!,
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
