import { log } from "@/server/log";

// On globalThis, not in a module variable: Next.js bundles this module more than once (pages and
// instrumentation), and the count must be one for the whole process.
const FAILURES = Symbol.for("parhai.read-failures");
const counter = globalThis as typeof globalThis & { [FAILURES]?: number };

/**
 * How many reads have failed since the process started. The front layer keeps no page rendered
 * while this moved: such a page shows an empty state that is only true during the outage.
 */
export function readFailureCount(): number {
  return counter[FAILURES] ?? 0;
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
    counter[FAILURES] = readFailureCount() + 1;
    log("error", "db.read_failed", { what, error });
    return fallback;
  }
}
