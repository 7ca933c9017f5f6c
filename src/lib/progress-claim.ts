/**
 * The bounds of POST /api/progress/claim (decisions 0030 and 0062), the same for the browser that
 * sends a claim and the server that takes it.
 */

/** Most signed-out tokens in one claim (one per lecture); a browser with more sends the rest later. */
export const MAX_CLAIM_TOKENS = 200;

/** Most reports still waiting for an answer in one claim (one per lecture). */
export const MAX_WAITING_REPORTS = 20;
