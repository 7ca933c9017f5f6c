/**
 * When the browser reads GET /api/me again (decision 0064): the tab keeps its copy of the account
 * and asks only when it has none, when the signed-in hint names another account, on a reload,
 * once the copy is PERSONAL_TTL_MS old, and on coming back to the tab after RETURN_AFTER_MS. No
 * hint: the copy goes at once. Pure, so the benchmark counts the reads a visit makes with it.
 */

/**
 * How long a copy stands: about a visit, so a visit reads once (decision 0064, with the figures
 * of 2 minutes); a sign-out with this session elsewhere shows in an open tab within this.
 */
export const PERSONAL_TTL_MS = 5 * 60_000;

/** Coming back to the tab (focus, shown again) reads again once the copy is this old. */
export const RETURN_AFTER_MS = 30_000;

/** How often an open tab looks at its hint and its copy's age (no request unless one is due). */
export const CHECK_EVERY_MS = 2_000;

/**
 * A page view, a reload, the periodic check of a tab on screen (`check`) or behind others
 * (`background`: only the hint counts there), or the student coming back to the tab.
 */
export type Occasion = "view" | "reload" | "check" | "background" | "return";

/** What a copy is: the hint it was read under and when (this page's clock). */
export type CopyStamp = { hint: string; readAt: number };

export type Step = "drop" | "read" | "keep";

export function nextStep(
  copy: CopyStamp | null,
  hint: string | null,
  now: number,
  occasion: Occasion,
): Step {
  if (hint === null) return "drop";
  if (copy === null || copy.hint !== hint || occasion === "reload") return "read";
  if (occasion === "background") return "keep";
  const age = now - copy.readAt;
  // A clock set back (another page's fake time in tests, a corrected phone) proves nothing.
  if (age < 0 || age >= PERSONAL_TTL_MS) return "read";
  return occasion === "return" && age >= RETURN_AFTER_MS ? "read" : "keep";
}
