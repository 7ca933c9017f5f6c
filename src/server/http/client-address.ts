import type { IncomingHttpHeaders } from "node:http";
import type { BlockList } from "node:net";
import { SOCKET_ADDRESS_HEADER } from "@front/contract.mjs";
import { getEnv } from "@/env";
import { resolveClientAddress, trustedProxyList } from "@/lib/client-address";

/**
 * The one place that says who a request comes from: Better Auth's rate limit and session
 * records, the newsletter's limit and the request log all ask here. The socket's address comes
 * from the front layer (front-layer/contract.mjs); X-Forwarded-For counts only when the socket
 * is one of TRUSTED_PROXIES.
 */

/** The header Better Auth reads the client's address from (advanced.ipAddress in auth.ts). */
export const CLIENT_ADDRESS_HEADER = "x-parhai-client-address";

let trusted: { entries: readonly string[]; list: BlockList } | undefined;

function trustedProxies(): BlockList {
  const entries = getEnv().TRUSTED_PROXIES;
  if (trusted?.entries !== entries) trusted = { entries, list: trustedProxyList(entries) };
  return trusted.list;
}

/** Fetch-style headers (a route handler's, Next's headers()) or Node's (the request log). */
type AnyHeaders = Pick<Headers, "get"> | IncomingHttpHeaders;

function read(headers: AnyHeaders, name: string): string | null {
  if (typeof headers.get === "function") return (headers as Pick<Headers, "get">).get(name);
  const value = (headers as IncomingHttpHeaders)[name];
  return Array.isArray(value) ? value.join(", ") : (value ?? null);
}

/** The client's address for a request, or null when it did not come through the front layer. */
export function clientAddress(headers: AnyHeaders): string | null {
  return resolveClientAddress({
    socket: read(headers, SOCKET_ADDRESS_HEADER),
    forwardedFor: read(headers, "x-forwarded-for"),
    trusted: trustedProxies(),
  });
}

/**
 * A copy of `headers` for Better Auth, carrying the client's address (read from `from`, the
 * request as it arrived) where Better Auth reads it. A value a client sent under that name is
 * replaced, or removed when the address is unknown.
 */
export function withClientAddress(headers: Headers, from: AnyHeaders = headers): Headers {
  const copy = new Headers(headers);
  const address = clientAddress(from);
  if (address) copy.set(CLIENT_ADDRESS_HEADER, address);
  else copy.delete(CLIENT_ADDRESS_HEADER);
  return copy;
}
