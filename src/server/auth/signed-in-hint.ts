import { createHmac } from "node:crypto";
import { SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_MAX_AGE } from "@/lib/signed-in-hint";

// No `import "server-only"`: Better Auth's configuration (auth.ts), which the CLI loads, uses it.

/**
 * The signed-in hint's value: which account the browser's copy of the personal parts belongs to
 * (decision 0064), so a tab never shows one account's copy under another's session. Derived from
 * the account with the secret: it tells a script nothing about the account, and grants nothing.
 */
export function signedInHintValue(userId: string, secret: string): string {
  return createHmac("sha256", secret)
    .update(`signed-in-hint:${userId}`)
    .digest("base64url")
    .slice(0, 16);
}

/** The Set-Cookie value that sets the hint (`value`) or removes it (null). */
export function signedInHintCookie(value: string | null, secure: boolean): string {
  const set = value === null ? "; Max-Age=0" : `${value}; Max-Age=${SIGNED_IN_HINT_MAX_AGE}`;
  return `${SIGNED_IN_HINT_COOKIE}=${set}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}
