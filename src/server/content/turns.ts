import { setImmediate } from "node:timers/promises";

/**
 * Gives the event loop a turn: the requests waiting on this server (a kept page, /healthz) are
 * served before the work goes on. A bulk upload takes one between its statements and between its
 * steps of parsing (decision 0062); awaiting a promise alone would not, since a database answer
 * that is already there resolves without one.
 */
export function nextTurn(): Promise<void> {
  return setImmediate();
}

/** How long a step of in-memory work over an upload's rows holds the thread at most (about). */
export const SLICE_MS = 8;

type Clock = { now: () => number; turn: () => Promise<void> };
const realClock: Clock = { now: () => performance.now(), turn: nextTurn };

/**
 * `items.map(map)` in slices of time: after SLICE_MS of mapping, a turn of the event loop, so
 * work over every row of a large upload (tens of thousands) never holds the server for longer
 * than a slice (decision 0062, amendment of 2026-12-05). Order and results are those of map.
 */
export async function mapInSlices<T, U>(
  items: readonly T[],
  map: (item: T) => U,
  clock: Clock = realClock,
): Promise<U[]> {
  const mapped: U[] = [];
  let sliceStart = clock.now();
  for (const item of items) {
    mapped.push(map(item));
    if (clock.now() - sliceStart < SLICE_MS) continue;
    await clock.turn();
    sliceStart = clock.now();
  }
  return mapped;
}
