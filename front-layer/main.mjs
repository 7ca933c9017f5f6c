// @ts-check
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import next from "next";
import {
  SOCKET_ADDRESS_HEADER,
  application,
  applicationBooted,
  markFrontLayer,
  onForgetPages,
} from "./contract.mjs";
import { createFrontHandler } from "./front.mjs";
import { createPageServer } from "./pages.mjs";
import { createRenderBudget } from "./render-budget.mjs";
import { createRenderer } from "./render.mjs";
import { buildContentSecurityPolicy } from "./security-headers.mjs";
import { createSharedCache } from "./shared-cache.mjs";
import { stopGracefully } from "./shutdown.mjs";
import { loadStaticFiles } from "./static-files.mjs";

/**
 * The server of `npm start` and `npm run dev`: Next.js behind the edge (decisions 0009, 0057).
 * Next's request handler also listens on a unix socket in a folder only this account can read;
 * the edge asks it there for the renders it keeps or hashes. What the edge needs from the
 * application (the content version, the logger, who a client is) the application hands over at
 * boot through the contract. Development differs only in what Next.js does and in keeping no page.
 */

// Enough for every page of the catalogue and its navigation answers, small next to a server's memory.
const CACHE_BYTES = 64 * 1024 * 1024;
// Ratings and other changes that are not imports show within this long (an import: at once).
const FRESH_MS = 30_000;
// A client's renders of what nobody has asked for yet: far above what a person clicks.
const RENDER_BURST = 60;
const RENDERS_PER_SECOND = 10;

/**
 * @param {{ port: number, hostname: string | undefined, dev?: boolean, renderSocket?: string }} options
 *   `renderSocket`: where Next.js listens for the edge (default: a private temporary folder)
 */
export async function startServer({ port, hostname, dev = false, renderSocket }) {
  markFrontLayer();
  const app = next({ dev, dir: process.cwd(), port, hostname });
  await app.prepare();
  const handle = app.getRequestHandler();
  const socketDir = renderSocket ? undefined : mkdtempSync(path.join(tmpdir(), "parhai-render-"));
  const socketPath = renderSocket ?? path.join(String(socketDir), "next.sock");
  const internal = createServer((req, res) => void handle(req, res));
  await listen(internal, socketPath);
  if (socketDir) process.once("exit", () => rmSync(socketDir, { recursive: true, force: true }));

  const cache = createSharedCache({ maxBytes: dev ? 0 : CACHE_BYTES, freshMs: FRESH_MS });
  onForgetPages((page) => {
    cache.deletePath(page);
    cache.deletePath(`/ur${page}`);
  });
  const budget = createRenderBudget({ burst: RENDER_BURST, perSecond: RENDERS_PER_SECOND });
  const filesSocket = path.join(path.dirname(socketPath), "files.sock");
  const staticFiles = dev ? undefined : await loadStaticFiles(process.cwd(), filesSocket);
  if (!dev && !staticFiles) {
    console.warn(
      "No .next/edge-static: build with `npm run build`. Next.js serves files meanwhile.",
    );
  }
  const servePage = createPageServer({
    render: createRenderer(socketPath, buildContentSecurityPolicy({ development: dev })),
    handle: (req, res) => handle(req, res),
    cache,
    budget,
    clientOf: (req) => {
      const bridge = application();
      // Before boot, and with RENDER_RATE_LIMIT=off, every request shares one unlimited budget.
      if (!bridge?.renderLimit) return "";
      return bridge.clientAddress(req.headers) ?? String(req.headers[SOCKET_ADDRESS_HEADER]);
    },
    host: () => new URL(application()?.siteUrl ?? `http://localhost:${port}`).host,
    contentVersion: () => application()?.contentVersion(),
    readFailures: () => application()?.readFailures() ?? 0,
    versionCheckMs: 1000,
  });
  const front = createFrontHandler({
    handle: (req, res) => handle(req, res),
    servePage,
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
    // Only the edge sees the socket; the application reads the client's address from here.
    req.headers[SOCKET_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
    void front(req, res);
  });
  // Next.js's development server talks to the browser over a WebSocket (hot reloading).
  if (dev) server.on("upgrade", app.getUpgradeHandler());
  await listen(server, port, hostname);
  await bootApplication(server);
  stopGracefully(
    [server, internal],
    async () => application()?.close(),
    (level, event, fields) => application()?.log(level, event, fields),
  );
  console.log(`Parhai is ready on http://${hostname ?? "localhost"}:${port}`);
  return server;
}

/**
 * @param {import("node:http").Server} server
 * @param {number | string} where  a port, or a unix socket's path
 * @param {string} [hostname]
 */
function listen(server, where, hostname) {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    if (typeof where === "string") server.listen(where, () => resolve(undefined));
    else server.listen(where, hostname, () => resolve(undefined));
  });
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
