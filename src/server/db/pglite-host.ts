import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";

/**
 * Starts and watches the embedded database's thread (./pglite-worker.mjs, decision 0060). The
 * thread dies with the process; when it dies or hangs on its own, `onFailure` tells the server,
 * which then fails /healthz and exits for its supervisor to start it again.
 */

export type PgliteThread = {
  /** The folder of the unix socket: the `pg` driver's `host`. */
  socketDir: string;
  port: number;
  /** Called once if the thread ends or hangs without close(). */
  onFailure: (listener: (error: Error) => void) => void;
  /** Closes PGlite and ends the thread (after the pool is closed). */
  close: () => Promise<void>;
};

export type PgliteThreadOptions = {
  dataDir: string;
  /** A PGlite that has not let its thread breathe for this long is taken as hung. */
  hangMs?: number;
};

const PORT = 5432;
/** Above the pool's 10, for the migrations' and scripts' own connections. */
const MAX_CONNECTIONS = 20;
/** Far above any one statement (the pool gives up on a query after 10 s); PGLITE_HANG_SECONDS. */
const HANG_MS = 60_000;
const CLOSE_MS = 5000;
// Beside the migrations (./drizzle): run by Node as it is, never bundled.
const WORKER_FILE = path.join(
  /*turbopackIgnore: true*/ process.cwd(),
  "src/server/db/pglite-worker.mjs",
);

export async function startPgliteThread(options: PgliteThreadOptions): Promise<PgliteThread> {
  const hangMs = options.hangMs ?? HANG_MS;
  // A folder of its own, private to this account: short enough for a socket's path, and the
  // data folder holds only the database (backups copy all of it).
  const socketDir = mkdtempSync(path.join(tmpdir(), "parhai-db-"));
  const beat = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(WORKER_FILE, {
    workerData: {
      dataDir: options.dataDir,
      socketPath: path.join(socketDir, `.s.PGSQL.${PORT}`),
      maxConnections: MAX_CONNECTIONS,
      beat,
      beatMs: Math.max(20, Math.floor(hangMs / 10)),
    },
  });
  const failureListeners: ((error: Error) => void)[] = [];
  const state: { closing: boolean; failure?: Error; lastError?: Error; watch?: NodeJS.Timeout } = {
    closing: false,
  };
  const exited = new Promise<number>((resolve) => worker.once("exit", resolve));

  const fail = (error: Error) => {
    if (state.closing || state.failure) return;
    state.failure = error;
    clearInterval(state.watch);
    void worker.terminate();
    for (const listener of failureListeners) listener(error);
  };
  worker.on("error", (error) => (state.lastError = error));
  void exited.then((code) => {
    fail(state.lastError ?? new Error(`The embedded database's thread ended (code ${code}).`));
  });

  try {
    await new Promise<void>((resolve, reject) => {
      worker.on("message", (message: { type: string }) => {
        if (message.type === "ready") resolve();
      });
      void exited.then(() =>
        reject(state.lastError ?? new Error("The embedded database did not open.")),
      );
    });
  } catch (error) {
    state.closing = true;
    rmSync(socketDir, { recursive: true, force: true });
    throw error;
  }

  // The thread counts beats while its event loop runs; one long statement holds it, so the
  // count may stand still only up to hangMs (this thread's own pauses do not matter).
  let seen = Atomics.load(beat, 0);
  let movedAt = performance.now();
  state.watch = setInterval(
    () => {
      const now = Atomics.load(beat, 0);
      if (now !== seen) {
        seen = now;
        movedAt = performance.now();
      } else if (performance.now() - movedAt > hangMs) {
        fail(new Error(`The embedded database's thread did not respond for ${hangMs} ms.`));
      }
    },
    Math.max(20, Math.floor(hangMs / 4)),
  );
  state.watch.unref();

  return {
    socketDir,
    port: PORT,
    onFailure: (listener) => {
      if (state.failure) listener(state.failure);
      else failureListeners.push(listener);
    },
    close: async () => {
      if (!state.closing) {
        state.closing = true;
        clearInterval(state.watch);
        if (!state.failure) worker.postMessage({ type: "close" });
        const timer = setTimeout(() => void worker.terminate(), CLOSE_MS);
        await exited;
        clearTimeout(timer);
        rmSync(socketDir, { recursive: true, force: true });
      }
      await exited;
    },
  };
}
