// @ts-check
import closeWithGrace from "close-with-grace";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * SIGTERM or SIGINT: drain the servers (at most `timeoutMs`), close the database, exit (decisions
 * 0006, 0057); the stop it returns is for a server that can no longer serve (decision 0060).
 * @param {import("node:http").Server[]} servers
 * @param {() => import("./contract.mjs").ApplicationBridge | undefined} application  its log and
 *   its database
 * @returns {(reason: string) => void}
 */
export function stopGracefully(servers, application, timeoutMs = 8000) {
  /** @type {(level: "info" | "warn", event: string, fields: Record<string, unknown>) => void} */
  const log = (...line) => application()?.log(...line);
  const skip = ["SIGHUP", "SIGQUIT", "SIGILL", "SIGTRAP", "SIGABRT", "SIGBUS", "SIGFPE", "SIGSEGV"]
    .concat(["SIGUSR2", "uncaughtException", "unhandledRejection", "beforeExit"])
    .map((event) => /** @type {closeWithGrace.AllEvents} */ (event));
  const options = { delay: timeoutMs + 1500, skip, onSecondSignal: () => {} };
  /** @type {string | undefined} */
  let failure;
  let stopping = false;
  const grace = closeWithGrace({ ...options, logger: false }, async ({ signal }) => {
    stopping = true;
    const reason = signal ?? failure;
    log("info", "server.stopping", { signal: reason });
    // close() ends idle keep-alive connections once; those that go idle later are ended here.
    const sweep = setInterval(() => servers.forEach((s) => s.closeIdleConnections()), 100);
    const closed = servers.map((s) => new Promise((resolve) => s.close(() => resolve(true))));
    const timeout = sleep(timeoutMs, false, { ref: false });
    const drained = await Promise.race([Promise.all(closed).then(() => true), timeout]);
    clearInterval(sweep);
    if (!drained) {
      servers.forEach((s) => s.closeAllConnections());
      log("warn", "server.requests_cut_off", { timeoutMs });
    }
    await application()?.close();
    log("info", "server.stopped", { signal: reason, drained });
    if (!drained) throw new Error("requests were cut off");
    if (failure) throw new Error(failure);
  });
  return (reason) => {
    if (stopping) return;
    failure = reason;
    void grace.close();
  };
}
