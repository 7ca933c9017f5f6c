// @ts-check
import { chmodSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { guardForSockets } from "./pglite-guard.mjs";

/*
 * The embedded database's own thread (decision 0060): PGlite behind pglite-socket's server on a
 * unix socket, reached from the serving thread with the `pg` driver, as PostgreSQL is. However
 * long a query runs, it runs here and never holds the thread that answers requests.
 *
 * To the thread that started it: "ready" once the socket takes connections, and a beat counter in shared memory that stops moving if PGlite hangs. From it:
 * "close". PGlite failing to open, or throwing later, ends the thread with that error.
 */

/** @type {{ dataDir: string, socketPath: string, maxConnections: number, beat: Int32Array, beatMs: number }} */
const { dataDir, socketPath, maxConnections, beat, beatMs } = workerData;
const port = parentPort;
if (!port) throw new Error("pglite-worker.mjs runs as a worker thread.");

const db = await PGlite.create(dataDir);
guardForSockets(db);
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections });
await server.start();
// The folder is the owner's only already; the socket too, whatever the umask.
chmodSync(socketPath, 0o600);

const beating = setInterval(() => Atomics.add(beat, 0, 1), beatMs);
port.on("message", (/** @type {{ type: string }} */ message) => {
  if (message.type === "close") void close();
});
port.postMessage({ type: "ready" });

async function close() {
  clearInterval(beating);
  await server.stop();
  // Connections that closed a moment ago may still be letting go (an open transaction is rolled
  // back then): PGlite closes after them.
  await new Promise((resolve) => setImmediate(resolve));
  await db.close();
  process.exit(0);
}
