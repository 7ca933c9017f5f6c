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
