// @ts-check
import { createServer } from "node:http";
import next from "next";
import { createFrontHandler } from "./front.mjs";
import { PageCache } from "./page-cache.mjs";

/**
 * The production server: Next.js behind the front layer (decision 0009). What the front layer
 * needs from the application (the content version, the logger) the application hands over at
 * boot through a global, src/server/front-bridge.ts, since this file runs outside Next's bundle.
 */

const BRIDGE = Symbol.for("parhai.front-bridge");
// Enough for every page of the catalogue several times over, small next to a server's memory.
const CACHE_BYTES = 64 * 1024 * 1024;
// Ratings and other changes that are not imports show within this long (an import: at once).
const FRESH_MS = 30_000;

/**
 * @typedef {object} FrontBridge
 * @property {() => Promise<unknown>} contentVersion
 * @property {() => number} readFailures
 * @property {(level: "error", event: string, fields: Record<string, unknown>) => void} log
 */

/** @returns {FrontBridge | undefined} */
function bridge() {
  return /** @type {Record<symbol, FrontBridge | undefined>} */ (globalThis)[BRIDGE];
}

/**
 * @param {{ port: number, hostname: string | undefined }} options
 */
export async function startServer({ port, hostname }) {
  const app = next({ dev: false, dir: process.cwd(), port, hostname });
  await app.prepare();
  const handle = app.getRequestHandler();
  const front = createFrontHandler({
    handle: (req, res) => handle(req, res),
    cache: new PageCache({ maxBytes: CACHE_BYTES, freshMs: FRESH_MS }),
    contentVersion: () => bridge()?.contentVersion(),
    readFailures: () => bridge()?.readFailures() ?? 0,
    logError: (event, fields) => {
      const log = bridge()?.log;
      if (log) log("error", event, fields);
      else console.error(JSON.stringify({ time: new Date().toISOString(), level: "error", event }));
    },
  });
  const server = createServer((req, res) => void front(req, res));
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, () => resolve(undefined));
  });
  console.log(`Parhai is ready on http://${hostname ?? "localhost"}:${port}`);
  return server;
}
