import { remember } from "@front/remember.mjs";

/**
 * Whether this process can still serve. Only the embedded database's thread dying or hanging
 * ends it (decision 0060): /healthz then answers 503 until the server has exited, so a
 * supervisor or liveness probe starts a new one. PostgreSQL being away is an outage, not this.
 */
const state = remember("liveness", (): { failure?: string } => ({}));

export function markFailed(reason: string): void {
  state.failure ??= reason;
}

export function failure(): string | undefined {
  return state.failure;
}
