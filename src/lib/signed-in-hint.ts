/**
 * A cookie that only says "this browser has a session", readable by scripts (the session cookie
 * is HttpOnly). Shared pages are the same for everyone; their personal parts ask GET /api/me only
 * when it is there, so visitors who are not signed in make no extra request. It grants nothing: a
 * forged one costs one request that answers "signed out" and removes it.
 */
export const SIGNED_IN_HINT_COOKIE = "parhai-signed-in";

/** As long as a session lives (Better Auth's default, 7 days); /api/me renews it. */
export const SIGNED_IN_HINT_MAX_AGE = 7 * 24 * 60 * 60;

export function hasSignedInHint(cookieHeader: string): boolean {
  return cookieHeader.split(/;\s*/).some((pair) => pair.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}
