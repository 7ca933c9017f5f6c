import { createHash } from "node:crypto";
import { get as httpGet } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import {
  type App,
  SESSION,
  arrived,
  gate,
  get,
  nonceOf,
  page,
  start,
  state,
  stop,
} from "./front-harness";
import { FORBIDDEN_MARK, NOT_FOUND_MARK } from "./contract.mjs";
import { RENDER_USER_AGENT } from "./pages.mjs";
import { buildContentSecurityPolicy } from "./security-headers.mjs";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("the front layer", () => {
  it("renders a page once and serves it again to anonymous visitors", async () => {
    const { origin } = await start(page());
    const first = await get(`${origin}/latest`);
    const second = await get(`${origin}/latest`, { "x-request-id": "lb-req-0123456789" });
    expect([first.state, second.state]).toEqual(["MISS", "HIT"]);
    expect(second.text).toBe(first.text);
    expect(state.renders).toBe(1);
    expect(second.response.headers.get("x-request-id")).toBe("lb-req-0123456789");
    expect(first.response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    // Another value of a parameter the page reads is another page.
    expect((await get(`${origin}/latest?tag=jobs`)).state).toBe("MISS");
  });

  it("keeps the Save-Data version of a page apart from the other, and renders it with the header", async () => {
    const seen: (string | undefined)[] = [];
    const { origin } = await start(
      page({ onRequest: (req) => seen.push(req.headers["save-data"] as string | undefined) }),
    );
    const plain = await get(`${origin}/`);
    const saving = await get(`${origin}/`, { "save-data": "on" });
    const again = await get(`${origin}/?utm_source=x`, { "save-data": " On " });
    const plainAgain = await get(`${origin}/`, { "save-data": "off" });
    expect([plain.state, saving.state, again.state, plainAgain.state]).toEqual([
      "MISS",
      "MISS",
      "HIT",
      "HIT",
    ]);
    expect(seen).toEqual([undefined, "on"]);
    expect(saving.text).toBe(again.text);
    expect(plainAgain.text).toBe(plain.text);
  });

  it("lists the hash of each script the application wrote, and not a script stored in content", async () => {
    const { origin } = await start(page());
    const { response, text } = await get(`${origin}/`);
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(text).toContain("self.boot(1)");
    const base = buildContentSecurityPolicy({ development: false });
    expect(policy).toBe(
      base.replace(/script-src [^;]*/, (directive) => `${directive} ${sha("self.boot(1)")}`),
    );
    expect(policy).not.toContain(sha('alert("stored")'));
    expect(policy).not.toContain("nonce");
    expect(text).not.toContain("nonce=");
  });

  it("serves signed-in students the shared page, rendered without their cookies", async () => {
    const cookies: (string | undefined)[] = [];
    const { origin } = await start(page({ onRequest: (req) => cookies.push(req.headers.cookie) }));
    const first = await get(`${origin}/`, { cookie: `theme=x; ${SESSION}` });
    const anonymous = await get(`${origin}/`);
    const again = await get(`${origin}/`, { cookie: `__Secure-${SESSION}` });
    expect([first.state, anonymous.state, again.state]).toEqual(["MISS", "HIT", "HIT"]);
    expect(state.renders).toBe(1);
    expect(cookies).toEqual([undefined]);
    expect(again.text).toBe(anonymous.text);
  });

  it("renders a shared page as its own client, so Next writes head tags in <head> (decision 0014)", async () => {
    const agents: (string | undefined)[] = [];
    const { origin } = await start(
      page({ onRequest: (req) => agents.push(req.headers["user-agent"]) }),
    );
    await get(`${origin}/`, { "user-agent": "Mozilla/5.0 (Linux; Android 10)" });
    await get(`${origin}/latest`, { "user-agent": "" });
    expect(agents).toEqual([RENDER_USER_AGENT, RENDER_USER_AGENT]);
  });

  it("renders a page that reads the session for each request that may carry one, and keeps none of it", async () => {
    const { origin } = await start(page());
    await get(`${origin}/login`);
    const signedIn = await get(`${origin}/login`, { cookie: `theme=x; ${SESSION}` });
    const again = await get(`${origin}/login`, { cookie: `__Secure-${SESSION}` });
    const posted = await fetch(`${origin}/`, { method: "POST", body: "email=a" });
    expect([signedIn.state, again.state, posted.headers.get("x-page-cache")]).toEqual([
      "BYPASS",
      "BYPASS",
      "BYPASS",
    ]);
    expect(state.renders).toBe(4);
    expect((await get(`${origin}/login`)).text).toContain("Render 1");
  });

  it("renders a page once for a crowd that asks for it at the same time", async () => {
    const ready = gate();
    const { origin } = await start(page({ until: ready.opened }));
    const crowd = Promise.all(Array.from({ length: 20 }, () => get(`${origin}/chapters`)));
    await arrived(20);
    ready.open();
    const answers = await crowd;
    expect(state.renders).toBe(1);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(answers.filter((a) => a.state === "MISS")).toHaveLength(1);
  });

  it("serves the old page at once while the next renders behind, once it is no longer fresh", async () => {
    const second = gate();
    const renderStarted = gate();
    const app: App = (req, res) => {
      if (state.renders === 1) renderStarted.open();
      return page({ until: state.renders === 1 ? second.opened : undefined })(req, res);
    };
    const { origin } = await start(app, { freshMs: 30_000 });
    await get(`${origin}/`);
    state.now += 29_999;
    expect((await get(`${origin}/`)).state).toBe("HIT");
    state.now += 1;
    // The request that finds it stale does not wait for the render it starts.
    const refreshing = await get(`${origin}/`);
    expect([refreshing.state, refreshing.text.includes("Render 1")]).toEqual(["STALE", true]);
    await renderStarted.opened;
    const meanwhile = await get(`${origin}/`);
    expect([meanwhile.state, meanwhile.text.includes("Render 1")]).toEqual(["STALE", true]);
    expect(state.renders).toBe(2);
    second.open();
    await vi.waitFor(async () => expect((await get(`${origin}/`)).text).toContain("Render 2"));
    expect((await get(`${origin}/`)).state).toBe("HIT");
  });

  it("forgets every page when the content version moves (an import)", async () => {
    const { origin } = await start(page());
    await get(`${origin}/`);
    expect((await get(`${origin}/`)).state).toBe("HIT");
    state.version = 2;
    const after = await get(`${origin}/`);
    expect([after.state, after.text.includes("Render 2")]).toEqual(["MISS", true]);
  });

  it("does not keep a page rendered while a database read failed (its empty state)", async () => {
    const failing: App = async (req, res) => {
      state.readFailures += 1;
      await page()(req, res);
    };
    const { origin } = await start(failing);
    await get(`${origin}/`);
    expect((await get(`${origin}/`)).state).toBe("MISS");
    expect(state.renders).toBe(2);
  });

  it("does not wait for a database that does not answer the version", async () => {
    const { origin } = await start(page(), { versionRead: () => new Promise(() => undefined) });
    const started = performance.now();
    expect((await get(`${origin}/`)).response.status).toBe(200);
    expect((await get(`${origin}/`)).state).toBe("HIT");
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("keeps a not-found page like any other, but neither errors nor answers that set a cookie", async () => {
    const missing = await start(page({ status: 404 }));
    await get(`${missing.origin}/nope`);
    const again = await get(`${missing.origin}/nope`);
    expect([again.state, again.response.status, state.renders]).toEqual(["HIT", 404, 1]);
    const failing = await start(page({ status: 500 }));
    await get(`${failing.origin}/`);
    const failed = await get(`${failing.origin}/`);
    expect([failed.state, failed.response.headers.get("cache-control")]).toEqual([
      "MISS",
      "private, no-store",
    ]);
    const cookie = await start(page({ cookie: "a=b" }));
    await get(`${cookie.origin}/`);
    const second = await get(`${cookie.origin}/`);
    expect([second.state, second.response.headers.get("set-cookie")]).toEqual(["MISS", "a=b"]);
    expect(second.response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("keeps the feed, the sitemap and any other shared answer, compressed once", async () => {
    const app: App = (req, res) => {
      state.renders += 1;
      const type = req.url?.endsWith(".xml")
        ? req.url.includes("feed")
          ? "application/rss+xml; charset=utf-8"
          : "application/xml; charset=utf-8"
        : "text/plain; charset=utf-8";
      res.setHeader("content-type", type);
      res.end(`<urlset>${"<url><loc>/latest/1</loc></url>".repeat(500)}</urlset>`);
      return Promise.resolve();
    };
    const { origin } = await start(app);
    const served = [];
    for (const path of ["/latest/feed.xml", "/sitemap.xml", "/robots.txt"]) {
      await get(`${origin}${path}`);
      const again = await get(`${origin}${path}`, { "accept-encoding": "br" });
      served.push([path, again.state, again.response.headers.get("content-type")?.split(";")[0]]);
    }
    expect(served).toEqual([
      ["/latest/feed.xml", "HIT", "application/rss+xml"],
      ["/sitemap.xml", "HIT", "application/xml"],
      ["/robots.txt", "HIT", "text/plain"],
    ]);
    expect(state.renders).toBe(3);
  });

  it("answers 404 for a page that rendered its not-found screen", async () => {
    const { origin } = await start(page({ content: `<main>${NOT_FOUND_MARK}</main>` }));
    const first = await get(`${origin}/no-such-page`);
    const second = await get(`${origin}/no-such-page`);
    expect([first.response.status, second.response.status, second.state]).toEqual([
      404,
      404,
      "HIT",
    ]);
    await stop();
    // The mark only counts as the element the application writes, not as text in content.
    const text = await start(page({ content: "&lt;template data-not-found=&quot;&quot;&gt;" }));
    expect((await get(`${text.origin}/latest`)).response.status).toBe(200);
  });

  it("answers 403 for a page that rendered its forbidden screen in place", async () => {
    const { origin } = await start(page({ content: `<main>${FORBIDDEN_MARK}</main>` }));
    const first = await get(`${origin}/admin/audit`);
    const second = await get(`${origin}/admin/audit`);
    expect([first.response.status, second.response.status]).toEqual([403, 403]);
    // The workspace is never kept in the first place.
    expect(second.state).toBe("BYPASS");
    expect(first.text).toContain(FORBIDDEN_MARK);
  });

  it("keeps a document whoever fetches it, a script or a service worker", async () => {
    const { origin } = await start(page());
    const document = await get(`${origin}/search?q=x`, { "sec-fetch-dest": "document" });
    const fetched = await get(`${origin}/search?q=x`, { "sec-fetch-dest": "empty" });
    // (node:http, since fetch() writes its own Sec-Fetch-Mode.)
    const navigation = { "sec-fetch-dest": "empty", "sec-fetch-mode": "navigate" };
    const passedOn = await new Promise<string | string[] | undefined>((resolve, reject) => {
      httpGet(`${origin}/search?q=x`, { headers: navigation }, (response) => {
        response.resume();
        resolve(response.headers["x-page-cache"]);
      }).on("error", reject);
    });
    expect([document.state, fetched.state, passedOn]).toEqual(["MISS", "HIT", "HIT"]);
    expect(state.renders).toBe(1);
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

  it("names in Vary what a shared cache must key a page by, Accept-Encoding once", async () => {
    const { origin } = await start(page({ vary: "rsc, Accept-Encoding" }));
    for (const state of ["MISS", "HIT"]) {
      const { response, state: served } = await get(`${origin}/latest`);
      expect([served, response.headers.get("vary")]).toEqual([
        state,
        "rsc, Save-Data, Accept-Encoding",
      ]);
    }
    expect((await get(`${origin}/login`)).response.headers.get("vary")).toContain("Cookie");
    expect((await get(`${origin}/`)).response.headers.get("vary")).toContain("Sec-Fetch-Site");
  });

  it("keeps no page that varies by a header it does not key pages by", async () => {
    const { origin } = await start(page({ vary: "rsc, User-Agent" }));
    await get(`${origin}/latest`);
    expect((await get(`${origin}/latest`)).state).toBe("MISS");
  });

  it("hands files, the API and personal navigations to the application untouched", async () => {
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
    await fetch(`${origin}/admin?x=1`, { headers: { rsc: "1", "accept-encoding": "gzip" } });
    expect(seen).toEqual([
      "/_next/static/a.js gzip -",
      "/api/auth/session gzip -",
      "/slides/1.avif gzip -",
      "/healthz gzip -",
      "/admin?x=1 gzip -",
    ]);
  });

  it("lets this site alone frame its frame pages, and nothing else", async () => {
    const app: App = (_req, res) => {
      res.end("<p>frame</p>");
      return Promise.resolve();
    };
    const { origin } = await start(app);
    const framed = await fetch(`${origin}/api/me/frame/account?variant=bar`);
    expect(framed.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(framed.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    for (const path of ["/api/me/frames", "/api/me", "/api/progress", "/latest"]) {
      const response = await fetch(origin + path);
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    }
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
    const ready = gate();
    const controller = new AbortController();
    const app = page({ until: ready.opened, onRequest: () => controller.abort() });
    const { origin } = await start(app);
    const left = fetch(`${origin}/slow`, { signal: controller.signal }).catch((e: Error) => e.name);
    expect(await left).toBe("AbortError");
    ready.open();
    const next = await get(`${origin}/slow`);
    expect(next.response.status).toBe(200);
  });
});
