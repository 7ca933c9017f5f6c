/**
 * The bounds of POST /api/progress/claim (decisions 0030 and 0062), the same for the browser that
 * sends a claim and the server that takes it.
 */

/** Most signed-out tokens in one claim (one per lecture); a browser with more sends the rest later. */
export const MAX_CLAIM_TOKENS = 200;

/** Most reports still waiting for an answer in one claim (one per lecture). */
export const MAX_WAITING_REPORTS = 20;

/** A sign-in makes one claim, more only for a browser with over MAX_CLAIM_TOKENS lectures. */
export const CLAIM_LIMITS = {
  account: { max: 10, windowMs: 10 * 60_000 },
  // Students behind one carrier address (CGNAT) share it.
  address: { max: 60, windowMs: 10 * 60_000 },
};
