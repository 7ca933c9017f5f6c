import type { Server } from "node:http";
import { log } from "@/server/log";

export type ShutdownOptions = {
  /** The HTTP servers to stop; asked at signal time. */
  servers: () => Server[];
  /** Closes what the requests used (the database), after they finished. */
  closeResources: () => Promise<void>;
  /** Requests still running after this long are cut off, so the process always ends. */
  timeoutMs: number;
  exit: (code: number) => void;
};

/** Resolves true when every server closed, false when the timeout cut the rest off. */
function drain(servers: Server[], timeoutMs: number): Promise<boolean> {
  if (servers.length === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    let open = servers.length;
    // server.close() closes idle keep-alive sockets once; sockets that go idle later are
    // closed here, so a client that keeps its connection open cannot hold the shutdown.
    const sweep = setInterval(() => servers.forEach((s) => s.closeIdleConnections()), 100);
    const timer = setTimeout(() => {
      clearInterval(sweep);
      servers.forEach((s) => s.closeAllConnections());
      resolve(false);
    }, timeoutMs);
    for (const server of servers) {
      server.close(() => {
        open -= 1;
        if (open === 0) {
          clearInterval(sweep);
          clearTimeout(timer);
          resolve(true);
        }
      });
    }
  });
}

/**
 * Stops taking requests, lets those in flight finish, closes the database, then exits: 0 when
 * all went well, 1 when the timeout cut requests off, closing failed or the server `failed`.
 */
export async function shutDown(
  signal: string,
  options: ShutdownOptions,
  failed = false,
): Promise<void> {
  log("info", "server.stopping", { signal });
  const drained = await drain(options.servers(), options.timeoutMs);
  if (!drained) log("warn", "server.requests_cut_off", { timeoutMs: options.timeoutMs });
  let closed = true;
  try {
    await options.closeResources();
  } catch (error) {
    closed = false;
    log("error", "server.close_failed", { error });
  }
  log("info", "server.stopped", { signal, drained, closed });
  options.exit(drained && closed && !failed ? 0 : 1);
}

/**
 * Installs the SIGTERM and SIGINT handlers; a second signal during shutdown is ignored. Returns
 * the same shutdown for a server that can no longer serve (it exits 1, decision 0060).
 */
export function installGracefulShutdown(options: ShutdownOptions): (reason: string) => void {
  let stopping = false;
  const stop = (reason: string, failed: boolean) => {
    if (stopping) return;
    stopping = true;
    void shutDown(reason, options, failed);
  };
  process.on("SIGTERM", () => stop("SIGTERM", false));
  process.on("SIGINT", () => stop("SIGINT", false));
  return (reason) => stop(reason, true);
}
