/**
 * A cookie that only says "this browser has a session", readable by scripts (the session cookie
 * is HttpOnly). Shared pages are the same for everyone; their personal parts ask GET /api/me only
 * when it is there, so visitors who are not signed in make no extra request. Its value names the
 * account the browser's copy of those parts belongs to (decision 0064), derived with the secret.
 * It grants nothing: a forged one costs one request that answers "signed out" and removes it.
 */
export const SIGNED_IN_HINT_COOKIE = "parhai-signed-in";

/** As long as a session lives (Better Auth's default, 7 days); /api/me renews it. */
export const SIGNED_IN_HINT_MAX_AGE = 7 * 24 * 60 * 60;

/** The hint's value in a Cookie header (or document.cookie), or null when there is none. */
export function signedInHint(cookieHeader: string): string | null {
  const prefix = `${SIGNED_IN_HINT_COOKIE}=`;
  const pair = cookieHeader.split(/;\s*/).find((part) => part.startsWith(prefix));
  return pair === undefined ? null : pair.slice(prefix.length);
}

export function hasSignedInHint(cookieHeader: string): boolean {
  return signedInHint(cookieHeader) !== null;
}
