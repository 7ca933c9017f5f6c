import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { HEALTH_PATH, STATIC_PATH } from "@front/contract.mjs";
import { remember } from "@front/remember.mjs";
import { clientAddress } from "@/server/http/client-address";
import { log } from "@/server/log";

/**
 * Node publishes every HTTP request's start and finish on diagnostics channels. Listening there
 * gives one log line per request with its final status and the server handle graceful shutdown
 * needs, without wrapping Next.js's own server.
 */

type RequestMessage = { request: IncomingMessage; response: ServerResponse; server: Server };

// Process-wide: the bundle that serves requests and the one that shuts down must see one set.
const requests = remember("http-requests", () => ({
  servers: new Set<Server>(),
  startedAt: new WeakMap<IncomingMessage, number>(),
  installed: false,
}));

const MAX_PATH_LENGTH = 300;

/** The HTTP servers of this process that have served at least one request. */
export function knownServers(): Server[] {
  return [...requests.servers];
}

function onStart(message: unknown): void {
  const { request, server } = message as RequestMessage;
  requests.servers.add(server);
  requests.startedAt.set(request, performance.now());
}

function onFinish(message: unknown): void {
  const { request, response } = message as RequestMessage;
  // The query string may carry tokens or an email address: only the path is logged.
  const path = (request.url ?? "").split("?")[0]!.slice(0, MAX_PATH_LENGTH);
  const status = response.statusCode;
  // Static files and healthy probes would drown the requests that matter.
  if (status < 400 && (STATIC_PATH.test(path) || HEALTH_PATH.test(path))) return;
  const started = requests.startedAt.get(request);
  log(status >= 500 ? "error" : "info", "http.request", {
    requestId: response.getHeader("x-request-id"),
    method: request.method,
    path,
    status,
    client: clientAddress(request.headers),
    ms: started === undefined ? undefined : Math.round(performance.now() - started),
  });
}

/** Starts the per-request log and the server bookkeeping; safe to call more than once. */
export function watchHttpRequests(): void {
  if (requests.installed) return;
  requests.installed = true;
  subscribe("http.server.request.start", onStart);
  subscribe("http.server.response.finish", onFinish);
}
