import "server-only";
import { getEnv } from "@/env";

/** The cookie an end-to-end test sets on its browser to make its reports count at fake time. */
export const TEST_CLOCK_COOKIE = "parhai-test-clock";

/**
 * The time a progress report counts at: the server's own clock. The end-to-end tests play videos
 * in fake time (Playwright's page.clock), which the server cannot see pass; under
 * PROGRESS_TEST_CLOCK=on (refused unless SITE_URL is a localhost address) a request that carries
 * the test cookie counts at the time its page says it was sent instead.
 */
export function reportTime(request: Request, sentAt: number | undefined): number {
  const now = Date.now();
  if (sentAt === undefined || getEnv().PROGRESS_TEST_CLOCK !== "on") return now;
  const cookies = request.headers.get("cookie") ?? "";
  return cookies.split(/;\s*/).includes(`${TEST_CLOCK_COOKIE}=client`) ? sentAt : now;
}
