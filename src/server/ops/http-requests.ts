import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { HEALTH_PATH, STATIC_PATH } from "@/lib/route-manifest.mjs";
import { remember } from "@/lib/remember.mjs";
import { clientAddress } from "@/server/http/client-address";
import { log } from "@/server/log";

/**
 * Node publishes every HTTP request's start and finish on diagnostics channels. Listening there
 * gives one log line per request with its final status, without wrapping Next.js's own server.
 * The edge's own requests to Next.js come over a unix socket and are not logged again.
 */

type RequestMessage = { request: IncomingMessage; response: ServerResponse; server: Server };

// Process-wide: whichever bundle installs it, one set of listeners.
const requests = remember("http-requests", () => ({
  startedAt: new WeakMap<IncomingMessage, number>(),
  installed: false,
}));

const MAX_PATH_LENGTH = 300;

function onStart(message: unknown): void {
  const { request } = message as RequestMessage;
  requests.startedAt.set(request, performance.now());
}

function onFinish(message: unknown): void {
  const { request, response, server } = message as RequestMessage;
  // A server listening on a unix socket's path: the edge's way to Next.js (front-layer/main.mjs).
  if (typeof server.address() === "string") return;
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
