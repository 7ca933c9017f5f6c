import { mkdtempSync, rmSync } from "node:fs";
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach } from "vitest";
import type { ApplicationBridge, PersonalAnswer } from "./contract.mjs";
import { createFrontHandler } from "./front.mjs";
import { createPageServer } from "./pages.mjs";
import { createRenderBudget } from "./render-budget.mjs";
import { createRenderer } from "./render.mjs";
import { buildContentSecurityPolicy } from "./security-headers.mjs";
import { createSharedCache } from "./shared-cache.mjs";

/*
 * The edge in a real HTTP server, in front of a small application that answers the way Next.js
 * does, reached as the edge reaches Next.js: on a unix socket for the renders it keeps or hashes,
 * directly for the rest. The application takes the nonce from the request's policy and writes its
 * page in several chunks with inline scripts carrying that nonce. The edge's tests share it.
 */

export type App = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export const SESSION = "better-auth.session_token=abc.def";

let servers: Server[] = [];
let socketDir: string | undefined;
afterEach(stop);

export async function stop(): Promise<void> {
  const closing = servers;
  servers = [];
  for (const server of closing) server.closeAllConnections();
  await Promise.all(closing.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  if (socketDir) rmSync(socketDir, { recursive: true, force: true });
  socketDir = undefined;
}

/** What the tests change and read: renders so far, the content version, failed reads, the clock,
 *  and the requests the server has received. */
export const state = { renders: 0, version: 1, readFailures: 0, now: 0, requests: 0 };

let waiting: { count: number; resolve: () => void }[] = [];

/** Resolves once the server has received `count` requests in all. */
export function arrived(count: number): Promise<void> {
  if (state.requests >= count) return Promise.resolve();
  return new Promise((resolve) => waiting.push({ count, resolve }));
}

function countRequest(): void {
  state.requests += 1;
  for (const wait of waiting.filter((w) => w.count <= state.requests)) wait.resolve();
  waiting = waiting.filter((w) => w.count > state.requests);
}

export function nonceOf(req: IncomingMessage): string {
  return /'nonce-([^']+)'/.exec(String(req.headers["content-security-policy"]))?.[1] ?? "";
}

export type PageOptions = {
  status?: number;
  cookie?: string;
  /** The render waits for this before it writes. */
  until?: Promise<unknown>;
  vary?: string;
  /** Called with the request before the page is written. */
  onRequest?: (req: IncomingMessage) => void;
  /** Markup the page holds, such as the not-found mark. */
  content?: string;
};

/** A page like Next.js writes it; `state.renders` counts the renders. */
export function page(options: PageOptions = {}): App {
  return async (req, res) => {
    state.renders += 1;
    const rendered = state.renders;
    options.onRequest?.(req);
    await options.until;
    const nonce = nonceOf(req);
    res.statusCode = options.status ?? 200;
    const navigation = req.headers.rsc === "1";
    res.setHeader("content-type", navigation ? "text/x-component" : "text/html; charset=utf-8");
    res.setHeader("x-request-id", String(req.headers["x-request-id"]));
    res.setHeader("cache-control", "private, no-cache, no-store, max-age=0, must-revalidate");
    if (options.cookie) res.setHeader("set-cookie", options.cookie);
    res.setHeader("vary", options.vary ?? "rsc, next-router-state-tree, next-router-prefetch");
    if (navigation) {
      res.end(
        `0:["navigation ${rendered}",${JSON.stringify(req.headers["next-router-state-tree"])}]`,
      );
      return;
    }
    res.write(`<!DOCTYPE html><html><body><h1>Render ${rendered}</h1>${options.content ?? ""}`);
    res.write(Buffer.from(`<script nonce="${nonce}">self.boot(${rendered})</script>`));
    res.write(`<p>${"Chapter list. ".repeat(200)}</p><script>alert("stored")</script>`);
    res.end(`<script src="/_next/static/a.js" nonce="${nonce}"></script></body></html>`);
  };
}

export type StartOptions = {
  freshMs?: number;
  versionRead?: () => Promise<unknown>;
  siteUrl?: string;
  development?: boolean;
  staticFiles?: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
  /** The application's answer to GET /api/me (the bridge's `personal`). */
  personal?: (cookie: string, page: string | null) => Promise<PersonalAnswer>;
  /** Each client's renders; the client is the X-Client header here. */
  budget?: { burst: number; perSecond: number };
  cacheBytes?: number;
};

async function listen(server: Server, where: string | number): Promise<void> {
  servers.push(server);
  await new Promise<void>((resolve) =>
    typeof where === "string"
      ? server.listen(where, resolve)
      : server.listen(0, "127.0.0.1", resolve),
  );
}

export async function start(app: App, options: StartOptions = {}) {
  await stop();
  Object.assign(state, { renders: 0, version: 1, readFailures: 0, now: 0, requests: 0 });
  waiting = [];
  const errors: string[] = [];
  socketDir = mkdtempSync(path.join(tmpdir(), "edge-test-"));
  const socket = path.join(socketDir, "app.sock");
  // Next.js answers what goes wrong itself; an application that throws here leaves the
  // connection without an answer, which the edge sees as a failed render.
  const safely: App = (req, res) => app(req, res).catch(() => void res.destroy());
  await listen(
    createServer((req, res) => void safely(req, res)),
    socket,
  );
  const development = options.development ?? false;
  const application: ApplicationBridge = {
    contentVersion: options.versionRead ?? (() => Promise.resolve(state.version)),
    readFailures: () => state.readFailures,
    log: (_level, event) => errors.push(event),
    siteUrl: options.siteUrl ?? "http://parhai.test",
    personal: options.personal,
    clientAddress: (headers) => String(headers["x-client"] ?? ""),
    renderLimit: true,
    close: () => Promise.resolve(),
  };
  const servePage = createPageServer({
    render: createRenderer(socket, buildContentSecurityPolicy({ development })),
    handle: app,
    cache: createSharedCache({
      maxBytes: options.cacheBytes ?? 1e7,
      freshMs: options.freshMs ?? 60_000,
      now: () => state.now,
      version: () => application.contentVersion(),
      versionCheckMs: 0,
    }),
    budget: createRenderBudget({
      ...(options.budget ?? { burst: 1e9, perSecond: 1e9 }),
      now: () => state.now,
    }),
    application: () => application,
  });
  const front = createFrontHandler({
    handle: app,
    servePage,
    staticFiles: options.staticFiles,
    application: () => application,
    development,
  });
  const server = createServer((req, res) => {
    countRequest();
    void front(req, res);
  });
  await listen(server, 0);
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, errors };
}

export async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers: { "accept-encoding": "identity", ...headers } });
  return { response, text: await response.text(), state: response.headers.get("x-page-cache") };
}

/** A promise and the function that settles it: a render that waits until the test says so. */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
