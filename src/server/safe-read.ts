import { remember } from "@/lib/remember.mjs";
import { log } from "@/server/log";

// One count for the whole process, whichever bundle's copy of this module fails a read.
const counter = remember("read-failures", () => ({ failures: 0 }));

/**
 * How many reads have failed since the process started. The front layer keeps no page rendered
 * while this moved: such a page shows an empty state that is only true during the outage.
 */
export function readFailureCount(): number {
  return counter.failures;
}

/**
 * Spec section 8: a failed read is logged and the screen shows its empty state.
 * Returns the fallback instead of throwing, so one broken query never becomes an error page.
 */
export async function readOrFallback<T>(
  what: string,
  read: () => Promise<T>,
  fallback: T,
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    counter.failures += 1;
    log("error", "db.read_failed", { what, error });
    return fallback;
  }
}
