import type { MailWorkerOptions } from "@/server/mail/worker";

// The queue's rules with a test's patience: retries after 0.3 s, never more than 1 s apart.
export const FAST: MailWorkerOptions = {
  batch: 50,
  leaseMs: 60_000,
  pollMs: 100,
  firstRetryMs: 300,
  maxRetryMs: 1_000,
  maxAttempts: 40,
  keepMs: 60_000,
};

/** Waits until the check passes, looking every 100 ms. */
export async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const ends = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > ends) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
