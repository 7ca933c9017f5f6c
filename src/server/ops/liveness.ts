import { remember } from "@/lib/remember.mjs";
import { serviceUnavailable } from "@/server/http/unavailable";

/**
 * Whether this process can still serve. Only the embedded database's thread dying or hanging
 * ends it (decision 0060): /healthz then answers 503 until the server has exited, so a
 * supervisor or liveness probe starts a new one. PostgreSQL being away is an outage, not this.
 */
const state = remember("liveness", (): { failure?: string } => ({}));

export function markFailed(reason: string): void {
  state.failure ??= reason;
}

/** GET /healthz's answer: never cached, and it touches no database. */
export function livenessAnswer(): Response {
  if (state.failure) return serviceUnavailable({ status: "failed" });
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
