import { measureQuiet, measureWhileBusy, type BusyFigures, type Probe } from "./while-busy";

/**
 * Issue 32: what a visitor waits for while one account makes the server do heavy work (a claim
 * flood, an editor's bulk-upload check): a kept page and /healthz, asked during the work and on
 * the quiet server for as long (bench/while-busy.ts), reported by bench/busy-report.ts.
 */

export const BUSY_PROBES: Probe[] = [
  { name: "kept page", path: "/latest" },
  { name: "/healthz", path: "/healthz" },
];

/** Heavy work, run once to its end: what it was, what it did, whether it ran as meant. */
export type HeavyWork = {
  name: string;
  run: () => Promise<{ did: string; ran: boolean }>;
};

export type BusyWorkFigures = {
  work: string;
  did: string;
  ran: boolean;
  quiet: BusyFigures<undefined>;
  busy: BusyFigures<{ did: string; ran: boolean }>;
};

export async function measureBusyWork(origin: string, work: HeavyWork): Promise<BusyWorkFigures> {
  const busy = await measureWhileBusy(origin, BUSY_PROBES, work.run);
  const quiet = await measureQuiet(origin, BUSY_PROBES, Math.min(busy.busyMs, 20_000));
  return { work: work.name, ...busy.outcome, quiet, busy };
}
