import { createHash, randomBytes } from "node:crypto";

// No `import "server-only"`: the mail worker and the tests use these.

/** What a link's key looks like: 32 random bytes in base64url. Anything else names nothing. */
export const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A new key for a mailed link. Only its hash is stored (decision 0068). */
export function newLinkToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The hash of a key as it came in a link, or null when it cannot be one. */
export function hashOfLinkToken(token: string | undefined | null): string | null {
  return token && LINK_TOKEN.test(token) ? hashLinkToken(token) : null;
}
