// @ts-check
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import next from "next";
import { URDU_PREFIX } from "../src/lib/locales.mjs";
import { SOCKET_ADDRESS_HEADER, bridge } from "./contract.mjs";
import { loadCriticalCss } from "./critical-css.mjs";
import { createFrontHandler } from "./front.mjs";
import { createPageServer } from "./pages.mjs";
import { createRenderBudget } from "./render-budget.mjs";
import { createRenderer, serveOnSocket, socketFetcher } from "./render.mjs";
import { buildContentSecurityPolicy } from "./security-headers.mjs";
import { createSharedCache } from "./shared-cache.mjs";
import { stopGracefully } from "./shutdown.mjs";
import { loadStaticFiles } from "./static-files.mjs";

// Enough for every page of the catalogue and its navigation answers, small next to a server's memory.
const CACHE_BYTES = 64 * 1024 * 1024;
// Ratings and other changes that are not imports show within this long (an import: at once).
const FRESH_MS = 30_000;
// A client's renders of what nobody has asked for yet: far above what a person clicks.
const RENDER_BUDGET = { burst: 60, perSecond: 10 };

/**
 * The server of `npm start` and `npm run dev`: Next.js behind the edge (decisions 0011, 0057).
 * @param {{ port: number, hostname: string | undefined, dev?: boolean, renderSocket?: string }} options
 *   `renderSocket`: where Next.js listens for the edge (default: a private temporary folder)
 */
export async function startServer({ port, hostname, dev = false, renderSocket }) {
  bridge.frontLayer = true;
  const app = next({ dev, dir: process.cwd(), port, hostname });
  await app.prepare();
  const handle = app.getRequestHandler();
  const socketDir = renderSocket ? undefined : mkdtempSync(path.join(tmpdir(), "parhai-render-"));
  const socketPath = renderSocket ?? path.join(String(socketDir), "next.sock");
  const internal = await serveOnSocket(socketPath, (req, res) => void handle(req, res));
  if (socketDir) process.once("exit", () => rmSync(socketDir, { recursive: true, force: true }));

  const application = () => bridge.application;
  const cache = createSharedCache({
    maxBytes: dev ? 0 : CACHE_BYTES,
    freshMs: FRESH_MS,
    version: () => application()?.contentVersion(),
    versionCheckMs: 1000,
  });
  bridge.forget = (page) => [page, `${URDU_PREFIX}${page}`].forEach((p) => cache.deletePath(p));
  const filesSocket = path.join(path.dirname(socketPath), "files.sock");
  const staticFiles = dev ? undefined : await loadStaticFiles(process.cwd(), filesSocket);
  if (!dev && !staticFiles) console.warn("No .next/edge-static: build with `npm run build`.");
  const servePage = createPageServer({
    render: createRenderer(
      socketPath,
      buildContentSecurityPolicy({ development: dev }),
      dev ? undefined : loadCriticalCss(process.cwd()),
    ),
    handle,
    cache,
    budget: createRenderBudget(RENDER_BUDGET),
    application,
  });
  const front = createFrontHandler({
    handle,
    servePage,
    staticFiles,
    application,
    development: dev,
  });
  const server = createServer((req, res) => {
    // Only the edge sees the socket; the application reads the client's address from here.
    req.headers[SOCKET_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
    void front(req, res);
  });
  // Next.js's development server talks to the browser over a WebSocket (hot reloading).
  if (dev) server.on("upgrade", app.getUpgradeHandler());
  await once(server.listen(port, hostname), "listening");
  // In production Next.js boots the app (migrations, demo content) at its first request: this.
  const boot = socketFetcher(socketPath, 1)({ method: "GET", path: "/healthz", headers: {} });
  boot.catch(() => undefined); // the boot reports its own failures, and exits
  await bridge.booted;
  bridge.stop = stopGracefully([server, internal], application);
  console.log(`Parhai is ready on http://${hostname ?? "localhost"}:${port}`);
  return server;
}
