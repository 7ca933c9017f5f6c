// @ts-check
import { createServer } from "node:http";
import next from "next";
import {
  SOCKET_ADDRESS_HEADER,
  application,
  applicationBooted,
  markFrontLayer,
  onForgetPages,
} from "./contract.mjs";
import { createFrontHandler } from "./front.mjs";
import { PageCache } from "./page-cache.mjs";
import { loadStaticFiles } from "./static-files.mjs";

/**
 * The server of `npm start` and `npm run dev`: Next.js behind the front layer (decision 0009).
 * What the front layer needs from the application (the content version, the logger) the
 * application hands over at boot through the contract (contract.mjs), since this file runs outside
 * Next's bundle. Development differs only in what Next.js does and in keeping no page.
 */

// Enough for every page of the catalogue several times over, small next to a server's memory.
const CACHE_BYTES = 64 * 1024 * 1024;
// Ratings and other changes that are not imports show within this long (an import: at once).
const FRESH_MS = 30_000;

/**
 * @param {{ port: number, hostname: string | undefined, dev?: boolean }} options
 */
export async function startServer({ port, hostname, dev = false }) {
  markFrontLayer();
  const app = next({ dev, dir: process.cwd(), port, hostname });
  await app.prepare();
  const handle = app.getRequestHandler();
  // In development every request renders afresh, as edits to the code must show at once.
  const cache = new PageCache({ maxBytes: dev ? 0 : CACHE_BYTES, freshMs: FRESH_MS });
  onForgetPages((path) => cache.deletePath(path));
  // In development Next.js builds files on request; in production `npm run build` compressed them.
  const staticFiles = dev ? undefined : await loadStaticFiles(process.cwd());
  if (!dev && !staticFiles) {
    console.warn(
      "No compressed static files in .next/precompressed: build with `npm run build`. Next.js serves them meanwhile, compressing each one per request.",
    );
  }
  const front = createFrontHandler({
    handle: (req, res) => handle(req, res),
    cache,
    contentVersion: () => application()?.contentVersion(),
    readFailures: () => application()?.readFailures() ?? 0,
    staticFiles,
    siteUrl: () => application()?.siteUrl,
    personal: () => application()?.personal,
    development: dev,
    logError: (event, fields) => {
      const log = application()?.log;
      if (log) log("error", event, fields);
      else console.error(JSON.stringify({ time: new Date().toISOString(), level: "error", event }));
    },
  });
  const server = createServer((req, res) => {
    // Only this layer sees the socket; the application reads the client's address from here.
    req.headers[SOCKET_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
    void front(req, res);
  });
  // Next.js's development server talks to the browser over a WebSocket (hot reloading).
  if (dev) server.on("upgrade", app.getUpgradeHandler());
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, () => resolve(undefined));
  });
  await bootApplication(server);
  console.log(`Parhai is ready on http://${hostname ?? "localhost"}:${port}`);
  return server;
}

/**
 * In production Next.js runs the application's boot (src/instrumentation.ts: migrations, demo
 * content) on the first request, not in prepare(); one request to the health check starts it,
 * so "ready" is said only once the database is migrated and loaded.
 * @param {import("node:http").Server} server
 */
async function bootApplication(server) {
  const address = server.address();
  if (address && typeof address === "object") {
    const wildcard = address.address === "::" || address.address === "0.0.0.0";
    const host = wildcard ? "127.0.0.1" : address.address;
    const url = new URL(`http://${address.family === "IPv6" && !wildcard ? `[${host}]` : host}`);
    url.port = String(address.port);
    url.pathname = "/healthz";
    void fetch(url).then(
      (response) => response.body?.cancel(),
      () => undefined, // the boot reports its own failures, and exits
    );
  }
  await applicationBooted();
}
