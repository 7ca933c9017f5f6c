import { sql } from "drizzle-orm";
import { getDatabase } from "./client";

const READY_TIMEOUT_MS = 2000;

/** True when the database answers SELECT 1 within the timeout; never throws, never hangs. */
export async function isDatabaseReady(timeoutMs = READY_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = (async () => {
    const { db } = await getDatabase();
    await db.execute(sql`SELECT 1`);
    return true;
  })().catch(() => false);
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
