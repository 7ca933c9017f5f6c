import "server-only";
import { remember } from "@front/remember.mjs";

/**
 * One bulk upload's check or import at a time in this server process (decision 0062): each reads
 * a file of up to 8 MB and writes tens of thousands of rows, and two at once would only take
 * twice as long while holding the other's rows. A second one is told the workspace is busy.
 */

export type InSlot<T> = { busy: true } | { busy: false; value: T };

const slot = remember("workspace-upload-slot", () => ({ taken: false }));

/** Runs `work` unless another upload's work is running; never waits for it. */
export async function inUploadSlot<T>(work: () => Promise<T>): Promise<InSlot<T>> {
  if (slot.taken) return { busy: true };
  slot.taken = true;
  try {
    return { busy: false, value: await work() };
  } finally {
    slot.taken = false;
  }
}
