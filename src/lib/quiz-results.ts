/**
 * The bounds of signed-out quiz results (decision 0086), the same for the browser that keeps and
 * sends them and the server that takes them.
 */

/** Most results one claim carries; a browser keeps at most this many. */
export const MAX_CLAIMED_RESULTS = 20;
/** A claim's body stays under the server's 64 KB. */
export const MAX_CLAIM_CHARS = 60_000;
