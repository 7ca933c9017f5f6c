import { SOCKET_ADDRESS_HEADER } from "@front/contract.mjs";
import { createAuth, type Auth, type AuthSettings } from "@/server/auth/auth";
import type { Database } from "@/server/db/client";
import { withClientAddress } from "@/server/http/client-address";

export const SITE_URL = "https://parhai.example";

export function buildAuth(db: Database, overrides: Partial<AuthSettings> = {}): Auth {
  return createAuth(db, {
    secret: "integration-only-secret-0123456789abcdef",
    siteUrl: SITE_URL,
    rateLimit: true,
    ...overrides,
  });
}

type RequestOptions = {
  /** The socket's address, as the front layer hands it on. */
  ip: string;
  origin?: string;
  /** An X-Forwarded-For header the client sent (believed only from trusted proxies). */
  forwardedFor?: string;
  cookie?: string;
};

/**
 * A browser-like POST to a Better Auth endpoint, as the front layer and the /api/auth route hand
 * it on: the socket's address in the front layer's header, the client's resolved from it.
 */
export function postToAuth(
  auth: Auth,
  path: string,
  body: Record<string, unknown>,
  { ip, origin = SITE_URL, forwardedFor, cookie }: RequestOptions,
): Promise<Response> {
  const headers = new Headers({ "content-type": "application/json", origin });
  headers.set(SOCKET_ADDRESS_HEADER, ip);
  if (forwardedFor) headers.set("x-forwarded-for", forwardedFor);
  if (cookie) headers.set("cookie", cookie);
  return auth.handler(
    new Request(`${SITE_URL}/api/auth${path}`, {
      method: "POST",
      headers: withClientAddress(headers),
      body: JSON.stringify(body),
    }),
  );
}

/** "name=value; name=value" of the cookies a response set, to send them back. */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .join("; ");
}

let counter = 0;

/** A new address per call, so tests never share an account. */
export function uniqueEmail(): string {
  counter += 1;
  return `student-${Date.now().toString(36)}-${counter}@example.com`;
}
