import "server-only";
import { parseSetCookieHeader, toCookieOptions } from "better-auth/cookies";
import { cookies, headers } from "next/headers";
import { z } from "zod";
import { withClientAddress } from "@/server/http/client-address";
import { getAuth } from "./auth";

// What Better Auth reads from a browser request: the session cookie, the Origin and Fetch
// Metadata for its cross-site check; the client's address is added apart (withClientAddress),
// so a form post and a direct /api/auth request count in one bucket.
const FORWARDED_HEADERS = [
  "cookie",
  "origin",
  "referer",
  "user-agent",
  "sec-fetch-site",
  "sec-fetch-mode",
  "sec-fetch-dest",
] as const;

const errorBody = z.object({ code: z.string().optional() }).catch({});

export type AuthEndpointResult =
  { ok: true; body: unknown } | { ok: false; status: number; code: string | null };

/**
 * Calls a Better Auth endpoint from a server action through its HTTP handler, not auth.api:
 * auth.api skips the rate limiter and the Origin check, so a form post would bypass both.
 * The cookies the endpoint sets (session, sign-out, OAuth state) are passed on to the browser.
 */
export async function callAuthEndpoint(
  path: `/${string}`,
  body: Record<string, unknown>,
): Promise<AuthEndpointResult> {
  const [auth, incoming, jar] = await Promise.all([getAuth(), headers(), cookies()]);
  const forwarded = new Headers({ "content-type": "application/json" });
  for (const name of FORWARDED_HEADERS) {
    const value = incoming.get(name);
    if (value !== null) forwarded.set(name, value);
  }
  const url = new URL(`/api/auth${path}`, auth.options.baseURL);
  const response = await auth.handler(
    new Request(url, {
      method: "POST",
      headers: withClientAddress(forwarded, incoming),
      body: JSON.stringify(body),
    }),
  );

  const setCookie = response.headers.get("set-cookie");
  if (setCookie) {
    for (const [name, attributes] of parseSetCookieHeader(setCookie)) {
      jar.set(name, attributes.value, toCookieOptions(attributes));
    }
  }

  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, body: json };
  return { ok: false, status: response.status, code: errorBody.parse(json).code ?? null };
}
