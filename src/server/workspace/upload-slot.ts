import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { remember } from "@/lib/remember.mjs";

/**
 * One bulk upload's check or import at a time in this server process (decision 0062): each reads
 * a file of up to 8 MB and writes tens of thousands of rows, and two at once would only take
 * twice as long while holding each other's rows. Another one waits at most UPLOAD_GRACE_MS (two
 * small files sent at the same moment both go through), then is told the workspace is busy.
 */

export const UPLOAD_GRACE_MS = 2000;

export type InSlot<T> = { busy: true } | { busy: false; value: T };

const slot = remember("workspace-upload-slot", (): { running?: Promise<unknown> } => ({}));

/** Whether the slot is free by `deadline`, waiting for the running upload until then. */
async function freeBy(deadline: number): Promise<boolean> {
  while (slot.running) {
    const left = deadline - Date.now();
    if (left <= 0) return false;
    const waited = new AbortController();
    await Promise.race([
      slot.running.catch(() => undefined),
      sleep(left, undefined, { signal: waited.signal }).catch(() => undefined),
    ]);
    waited.abort();
  }
  return true;
}

/**
 * Whether an upload may start: false when another one still runs after the grace. It takes
 * nothing and reads nothing: the action asks before the session is read, which on the embedded
 * database would wait for the running upload's transaction to end.
 */
export function uploadSlotFree(): Promise<boolean> {
  return freeBy(Date.now() + UPLOAD_GRACE_MS);
}

/** Runs `work` once no other upload's work runs, or answers busy after the grace. */
export async function inUploadSlot<T>(work: () => Promise<T>): Promise<InSlot<T>> {
  const deadline = Date.now() + UPLOAD_GRACE_MS;
  // Asked again after each wait, and taken in the same step as the last ask: two uploads that
  // find the slot free in one moment must not both start.
  while (slot.running) {
    if (!(await freeBy(deadline))) return { busy: true };
  }
  const running = work();
  slot.running = running;
  try {
    return { busy: false, value: await running };
  } finally {
    if (slot.running === running) slot.running = undefined;
  }
}
