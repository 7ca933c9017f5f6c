import { log } from "@/server/log";

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
    log("error", "db.read_failed", { what, error });
    return fallback;
  }
}
