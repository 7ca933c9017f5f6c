import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach } from "vitest";
import type { PersonalAnswer } from "./contract.mjs";
import { createFrontHandler } from "./front.mjs";
import { PageCache } from "./page-cache.mjs";
import type { StaticFiles } from "./static-files.mjs";

/*
 * The front layer in a real HTTP server, in front of a small application that answers the way
 * Next.js does: it takes the nonce from the request's policy, writes its page in several chunks with
 * inline scripts carrying that nonce. The front layer's tests share it.
 */

export type App = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export const SESSION = "better-auth.session_token=abc.def";

let server: Server | undefined;
afterEach(stop);

export async function stop(): Promise<void> {
  if (!server) return;
  const closing = server;
  server = undefined;
  closing.closeAllConnections();
  await new Promise<void>((resolve) => closing.close(() => resolve()));
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
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.setHeader("x-request-id", String(req.headers["x-request-id"]));
    if (options.cookie) res.setHeader("set-cookie", options.cookie);
    if (options.vary) res.setHeader("vary", options.vary);
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
  staticFiles?: StaticFiles;
  /** The application's answer to GET /api/me (the bridge's `personal`). */
  personal?: (cookie: string, page: string | null) => Promise<PersonalAnswer>;
};

export async function start(app: App, options: StartOptions = {}) {
  Object.assign(state, { renders: 0, version: 1, readFailures: 0, now: 0, requests: 0 });
  waiting = [];
  const errors: string[] = [];
  const front = createFrontHandler({
    handle: app,
    cache: new PageCache({
      maxBytes: 1e7,
      freshMs: options.freshMs ?? 60_000,
      now: () => state.now,
    }),
    contentVersion: options.versionRead ?? (() => Promise.resolve(state.version)),
    readFailures: () => state.readFailures,
    logError: (event) => errors.push(event),
    siteUrl: () => options.siteUrl,
    staticFiles: options.staticFiles,
    development: options.development,
    personal: () => options.personal,
    versionCheckMs: 0,
  });
  await stop();
  const started = createServer((req, res) => {
    countRequest();
    void front(req, res);
  });
  server = started;
  await new Promise<void>((resolve) => started.listen(0, "127.0.0.1", resolve));
  const { port } = started.address() as AddressInfo;
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
