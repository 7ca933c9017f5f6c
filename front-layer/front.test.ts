import { createHash } from "node:crypto";
import {
  type IncomingMessage,
  type Server,
  type ServerResponse,
  createServer,
  get as httpGet,
} from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { createFrontHandler } from "./front.mjs";
import { PageCache } from "./page-cache.mjs";

/*
 * The front layer in a real HTTP server, in front of a small application that answers the way
 * Next.js does: it takes the nonce from the request's policy, writes its page in several chunks with
 * inline scripts carrying that nonce, and sends the base CSP from next.config.ts.
 */

const BASE_POLICY = "default-src 'self'; script-src 'self'; object-src 'none'";
const SESSION = "better-auth.session_token=abc.def";
const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

type App = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

let server: Server | undefined;
afterEach(async () => {
  if (!server) return;
  server.closeAllConnections();
  await new Promise<void>((resolve) => server!.close(() => resolve()));
});

let renders = 0;
let version = 1;
let readFailures = 0;

function nonceOf(req: IncomingMessage): string {
  return /'nonce-([^']+)'/.exec(String(req.headers["content-security-policy"]))?.[1] ?? "";
}

/** A promise with its resolve function, to hold a render until the test lets it go. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/**
 * A page like Next.js writes it, after `delayMs` or once `hold` resolves; the counter says how
 * often it rendered, and `onRender` hears of each render as it starts.
 */
function page(
  options: {
    status?: number;
    cookie?: string;
    delayMs?: number;
    vary?: string;
    hold?: () => Promise<void>;
    onRender?: () => void;
  } = {},
): App {
  return async (req, res) => {
    renders += 1;
    const rendered = renders;
    options.onRender?.();
    if (options.hold) await options.hold();
    else await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
    const nonce = nonceOf(req);
    res.statusCode = options.status ?? 200;
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.setHeader("content-security-policy", BASE_POLICY);
    res.setHeader("x-request-id", String(req.headers["x-request-id"]));
    if (options.cookie) res.setHeader("set-cookie", options.cookie);
    if (options.vary) res.setHeader("vary", options.vary);
    res.write(`<!DOCTYPE html><html><body><h1>Render ${rendered}</h1>`);
    res.write(Buffer.from(`<script nonce="${nonce}">self.boot(${rendered})</script>`));
    res.write(`<p>${"Chapter list. ".repeat(200)}</p><script>alert("stored")</script>`);
    res.end(`<script src="/_next/static/a.js" nonce="${nonce}"></script></body></html>`);
  };
}

async function start(
  app: App,
  options: { freshMs?: number; now?: () => number; versionRead?: () => Promise<unknown> } = {},
) {
  renders = 0;
  version = 1;
  readFailures = 0;
  const errors: string[] = [];
  const front = createFrontHandler({
    handle: app,
    cache: new PageCache({ maxBytes: 1e7, freshMs: options.freshMs ?? 60_000, now: options.now }),
    contentVersion: options.versionRead ?? (() => Promise.resolve(version)),
    readFailures: () => readFailures,
    logError: (event) => errors.push(event),
    versionCheckMs: 0,
  });
  server = createServer((req, res) => void front(req, res));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, errors };
}

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers: { "accept-encoding": "identity", ...headers } });
  return { response, text: await response.text(), state: response.headers.get("x-page-cache") };
}

describe("the front layer", () => {
  it("renders a page once and serves it again to anonymous visitors", async () => {
    const { origin } = await start(page());
    const first = await get(`${origin}/latest`);
    const second = await get(`${origin}/latest`, { "x-request-id": "lb-req-0123456789" });
    expect([first.state, second.state]).toEqual(["MISS", "HIT"]);
    expect(second.text).toBe(first.text);
    expect(renders).toBe(1);
    expect(second.response.headers.get("x-request-id")).toBe("lb-req-0123456789");
    expect(first.response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    // Another address is another page.
    expect((await get(`${origin}/latest?tag=jobs`)).state).toBe("MISS");
  });

  it("lists the hash of each script the application wrote, and not a script stored in content", async () => {
    const { origin } = await start(page());
    const { response, text } = await get(`${origin}/`);
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(text).toContain("self.boot(1)");
    expect(policy).toBe(
      `default-src 'self'; script-src 'self' ${sha("self.boot(1)")}; object-src 'none'`,
    );
    expect(policy).not.toContain(sha('alert("stored")'));
    expect(policy).not.toContain("nonce");
  });

  it("renders for every signed-in visitor and for every form post, and keeps none of it", async () => {
    const { origin } = await start(page());
    await get(`${origin}/`);
    const signedIn = await get(`${origin}/`, { cookie: `theme=x; ${SESSION}` });
    const again = await get(`${origin}/`, { cookie: `__Secure-${SESSION}` });
    const posted = await fetch(`${origin}/`, { method: "POST", body: "email=a" });
    expect([signedIn.state, again.state, posted.headers.get("x-page-cache")]).toEqual([
      "BYPASS",
      "BYPASS",
      "BYPASS",
    ]);
    expect(renders).toBe(4);
    expect((await get(`${origin}/`)).text).toContain("Render 1");
  });

  it("renders a page once for a crowd that asks for it at the same time", async () => {
    const { origin } = await start(page({ delayMs: 100 }));
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(`${origin}/chapters`)));
    expect(renders).toBe(1);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(answers.filter((a) => a.state === "MISS")).toHaveLength(1);
  });

  it("serves the old page while one request renders the next, once it is no longer fresh", async () => {
    let now = 0;
    let held = gate();
    const second = gate();
    const app = page({ hold: () => held.opened, onRender: () => renders === 2 && second.open() });
    const { origin } = await start(app, { freshMs: 30_000, now: () => now });
    held.open();
    await get(`${origin}/`);
    now += 30_000;
    held = gate();
    const refreshing = get(`${origin}/`);
    await second.opened;
    const meanwhile = await get(`${origin}/`);
    held.open();
    expect(meanwhile.state).toBe("STALE");
    expect(meanwhile.text).toContain("Render 1");
    const refreshed = await refreshing;
    expect([refreshed.state, refreshed.text.includes("Render 2")]).toEqual(["MISS", true]);
    expect((await get(`${origin}/`)).text).toContain("Render 2");
  });

  it("forgets every page when the content version moves (an import)", async () => {
    const { origin } = await start(page());
    await get(`${origin}/`);
    expect((await get(`${origin}/`)).state).toBe("HIT");
    version = 2;
    const after = await get(`${origin}/`);
    expect([after.state, after.text.includes("Render 2")]).toEqual(["MISS", true]);
  });

  it("does not keep a page rendered while a database read failed (its empty state)", async () => {
    const failing: App = async (req, res) => {
      readFailures += 1;
      await page()(req, res);
    };
    const { origin } = await start(failing);
    await get(`${origin}/`);
    expect((await get(`${origin}/`)).state).toBe("MISS");
    expect(renders).toBe(2);
  });

  it("does not wait for a database that does not answer the version", async () => {
    const { origin } = await start(page(), { versionRead: () => new Promise(() => undefined) });
    const started = performance.now();
    expect((await get(`${origin}/`)).response.status).toBe(200);
    expect((await get(`${origin}/`)).state).toBe("HIT");
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("keeps neither error pages nor answers that set a cookie", async () => {
    const missing = await start(page({ status: 404 }));
    await get(`${missing.origin}/nope`);
    expect((await get(`${missing.origin}/nope`)).state).toBe("MISS");
    expect(renders).toBe(2);
    server!.closeAllConnections();
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    const cookie = await start(page({ cookie: "a=b" }));
    await get(`${cookie.origin}/`);
    const second = await get(`${cookie.origin}/`);
    expect([second.state, second.response.headers.get("set-cookie")]).toEqual(["MISS", "a=b"]);
  });

  it("sends brotli, gzip or plain HTML as the browser asks, all the same page", async () => {
    const { origin } = await start(page());
    const raw = (encoding: string) =>
      new Promise<{ encoding?: string; vary?: string; bytes: Buffer }>((resolve, reject) => {
        // node:http, not fetch, which would decode the body itself.
        httpGet(`${origin}/`, { headers: { "accept-encoding": encoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              encoding: response.headers["content-encoding"],
              vary: response.headers.vary,
              bytes: Buffer.concat(chunks),
            }),
          );
        }).on("error", reject);
      });
    const plain = await raw("identity");
    const br = await raw("gzip, deflate, br");
    const gzip = await raw("gzip");
    expect([plain.encoding, br.encoding, gzip.encoding]).toEqual([undefined, "br", "gzip"]);
    for (const answer of [plain, br, gzip]) expect(answer.vary).toContain("Accept-Encoding");
    expect(gzip.bytes.length).toBeLessThan(plain.bytes.length / 5);
    expect(brotliDecompressSync(br.bytes).equals(plain.bytes)).toBe(true);
    expect(gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true);
  });

  it("names Accept-Encoding in Vary once, also when the application named it", async () => {
    const { origin } = await start(page({ vary: "rsc, Accept-Encoding" }));
    for (const state of ["MISS", "HIT"]) {
      const { response, state: served } = await get(`${origin}/`);
      expect([served, response.headers.get("vary")]).toEqual([state, "rsc, Accept-Encoding"]);
    }
  });

  it("hands files, API calls and client navigations to the application untouched", async () => {
    const seen: string[] = [];
    const app: App = (req, res) => {
      seen.push(`${req.url} ${req.headers["accept-encoding"]} ${nonceOf(req) ? "nonce" : "-"}`);
      res.end("{}");
      return Promise.resolve();
    };
    const { origin } = await start(app);
    for (const path of ["/_next/static/a.js", "/api/auth/session", "/slides/1.avif", "/healthz"]) {
      const response = await fetch(origin + path, { headers: { "accept-encoding": "gzip" } });
      expect(response.headers.get("x-page-cache")).toBeNull();
    }
    await fetch(`${origin}/latest`, { headers: { rsc: "1", "accept-encoding": "gzip" } });
    expect(seen).toEqual([
      "/_next/static/a.js gzip -",
      "/api/auth/session gzip -",
      "/slides/1.avif gzip -",
      "/healthz gzip -",
      "/latest gzip -",
    ]);
  });

  it("does not wait forever on an application that waits for its response to finish", async () => {
    // Next.js does so for a form posted without JavaScript whose action redirects.
    const app: App = async (req, res) => {
      const finished = new Promise((resolve) => res.once("finish", resolve));
      await page()(req, res);
      await finished;
    };
    const { origin } = await start(app);
    const posted = await fetch(`${origin}/register`, { method: "POST", body: "name=a" });
    expect([posted.status, posted.headers.get("x-page-cache")]).toEqual([200, "BYPASS"]);
    expect((await get(`${origin}/`)).response.status).toBe(200);
  });

  it("answers 500 with a plain message when the application throws, and goes on serving", async () => {
    let fail = true;
    const app: App = async (req, res) => {
      if (fail) throw new Error("boom");
      await page()(req, res);
    };
    const { origin, errors } = await start(app);
    const failed = await get(`${origin}/`);
    expect(failed.response.status).toBe(500);
    expect(failed.text).toBe("We are having trouble. Please try again in a moment.");
    expect(errors).toEqual(["front.request_failed"]);
    fail = false;
    expect((await get(`${origin}/`)).response.status).toBe(200);
  });

  it("survives a visitor who leaves before the page is ready", async () => {
    const held = gate();
    const controller = new AbortController();
    const app = page({ hold: () => held.opened, onRender: () => controller.abort() });
    const { origin } = await start(app);
    const left = fetch(`${origin}/slow`, { signal: controller.signal }).catch((e: Error) => e.name);
    expect(await left).toBe("AbortError");
    held.open();
    const next = await get(`${origin}/slow`);
    expect(next.response.status).toBe(200);
  });
});
