// @ts-check
import closeWithGrace from "close-with-grace";

/**
 * SIGTERM or SIGINT (decision 0006): stop taking requests, let those in flight finish (cut off
 * after `timeoutMs`), close what they used (the database), exit 0; 1 when requests were cut off
 * or closing failed. A second signal meanwhile changes nothing. close-with-grace owns the signals
 * and the last-resort timer; the edge, which owns the servers, drains them.
 * @param {import("node:http").Server[]} servers
 * @param {() => Promise<void> | undefined} close
 * @param {(level: "info" | "warn", event: string, fields: Record<string, unknown>) => void} log
 */
export function stopGracefully(servers, close, log, timeoutMs = 8000) {
  closeWithGrace(
    {
      delay: timeoutMs + 1500,
      logger: false,
      skip: ["SIGHUP", "SIGQUIT", "SIGILL", "SIGTRAP", "SIGABRT", "SIGBUS", "SIGFPE", "SIGSEGV"]
        .concat(["SIGUSR2", "uncaughtException", "unhandledRejection", "beforeExit"])
        .map((event) => /** @type {closeWithGrace.AllEvents} */ (event)),
      onSecondSignal: () => undefined,
    },
    async ({ signal }) => {
      log("info", "server.stopping", { signal });
      const drained = await drain(servers, timeoutMs);
      if (!drained) log("warn", "server.requests_cut_off", { timeoutMs });
      await close();
      log("info", "server.stopped", { signal, drained });
      if (!drained) throw new Error("requests were cut off");
    },
  );
}

/** @param {import("node:http").Server[]} servers @param {number} timeoutMs @returns {Promise<boolean>} */
function drain(servers, timeoutMs) {
  return new Promise((resolve) => {
    let open = servers.length;
    // close() ends idle keep-alive connections once; those that go idle later are ended here, so
    // a client keeping its connection open cannot hold the shutdown.
    const sweep = setInterval(() => servers.forEach((s) => s.closeIdleConnections()), 100);
    const timer = setTimeout(() => {
      clearInterval(sweep);
      servers.forEach((s) => s.closeAllConnections());
      resolve(false);
    }, timeoutMs);
    for (const server of servers) {
      server.close(() => {
        open -= 1;
        if (open > 0) return;
        clearInterval(sweep);
        clearTimeout(timer);
        resolve(true);
      });
    }
  });
}
