import { request as httpRequest, type IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { SESSION, get, page, start, state } from "./front-harness";
import { RENDER_USER_AGENT } from "./pages.mjs";

/*
 * Decision 0057: a click is served like a document, and no header, method or parameter lets a
 * stranger force a render of a page the edge holds; the renders that remain are limited per client.
 */

const TREE = encodeURIComponent(JSON.stringify(["", { children: ["__PAGE__", {}] }]));
const click = (tree = TREE) => ({
  rsc: "1",
  "next-router-state-tree": tree,
  "next-url": "/",
  "sec-fetch-dest": "empty",
});

/** node:http: fetch cannot send HEAD and read what it was told. */
function head(url: string) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    httpRequest(url, { method: "HEAD" }, (response) => {
      response.resume();
      resolve(response);
    })
      .on("error", reject)
      .end();
  });
}

describe("navigation answers", () => {
  it("are kept by their router headers and _rsc, apart from the document", async () => {
    const seen: (string | undefined)[] = [];
    const { origin } = await start(page({ onRequest: (req) => seen.push(req.headers.cookie) }));
    const document = await get(`${origin}/latest`);
    const first = await get(`${origin}/latest?_rsc=abc`, { ...click(), cookie: SESSION });
    const again = await get(`${origin}/latest?_rsc=abc&utm_source=x`, click());
    const fromElsewhere = await get(`${origin}/latest?_rsc=abc`, click("other"));
    const otherHash = await get(`${origin}/latest?_rsc=abd`, click());
    expect([
      document.state,
      first.state,
      again.state,
      fromElsewhere.state,
      otherHash.state,
    ]).toEqual(["MISS", "MISS", "HIT", "MISS", "MISS"]);
    expect(first.text).toContain("navigation 2");
    expect(again.text).toBe(first.text);
    expect(fromElsewhere.text).toContain('"other"');
    expect(seen.every((cookie) => cookie === undefined)).toBe(true);
    expect(first.response.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=10, stale-while-revalidate=60",
    );
    expect(first.response.headers.get("vary")).toBe(
      "rsc, next-router-state-tree, next-router-prefetch, Save-Data",
    );
  });

  it("are rendered from the key, the router's headers and nothing else the client sent", async () => {
    const seen: IncomingMessage["headers"][] = [];
    const { origin } = await start(page({ onRequest: (req) => seen.push(req.headers) }));
    await get(`${origin}/latest?tag=Jobs&_rsc=abc&x=1`, {
      ...click(),
      authorization: "Bearer x",
      "user-agent": "odd",
      "x-forwarded-host": "evil.example",
    });
    expect(Object.keys(seen[0]!).sort()).toEqual(
      [
        "connection",
        "host",
        "next-router-state-tree",
        "next-url",
        "rsc",
        "x-parhai-locale",
        "x-parhai-navigation",
        "x-parhai-page",
        "x-request-id",
        "user-agent",
      ].sort(),
    );
    expect(seen[0]!.host).toBe("parhai.test");
    expect(seen[0]!["user-agent"]).toBe(RENDER_USER_AGENT);
  });
});

describe("work a stranger cannot force", () => {
  it("answers HEAD from the kept page, and keeps the page a HEAD rendered", async () => {
    const { origin } = await start(page());
    const first = await head(`${origin}/latest`);
    const again = await head(`${origin}/latest`);
    const got = await get(`${origin}/latest`);
    expect([first.headers["x-page-cache"], again.headers["x-page-cache"], got.state]).toEqual([
      "MISS",
      "HIT",
      "HIT",
    ]);
    expect(again.headers["content-length"]).toBe(String(Buffer.byteLength(got.text)));
    expect(state.renders).toBe(1);
  });

  it("reads a parameter's first value, and drops a value that names nothing", async () => {
    const { origin } = await start(page());
    await get(`${origin}/latest?tag=Jobs`);
    await get(`${origin}/search`);
    const player = "/coaching/lectures-quizzes/9th/physics/1/x";
    await get(`${origin}${player}`);
    for (const url of [
      "/latest?tag=Jobs&tag=1",
      "/latest?tag=%20Jobs%20",
      "/search?q=%20%20",
      `${player}?lecture=abc`,
      `${player}?lecture=1.0`,
    ]) {
      expect([url, (await get(`${origin}${url}`)).state]).toEqual([url, "HIT"]);
    }
    expect(state.renders).toBe(3);
  });

  it("sends /UR, /Ur and /uR to /ur: one address, one kept page", async () => {
    const { origin } = await start(page());
    for (const path of ["/UR/latest?tag=Jobs", "/Ur", "/uR/"]) {
      const response = await fetch(`${origin}${path}`, { redirect: "manual" });
      expect([path, response.status, response.headers.get("location")]).toEqual([
        path,
        308,
        `/ur${path.slice(3)}`,
      ]);
    }
    expect(state.renders).toBe(0);
  });

  it("limits each client's renders: 429 with Retry-After, the kept copy when there is one", async () => {
    const { origin } = await start(page(), { budget: { burst: 2, perSecond: 1 }, freshMs: 1000 });
    const asks = (path: string) => get(`${origin}${path}`, { "x-client": "a" });
    expect((await asks("/search?q=1")).state).toBe("MISS");
    expect((await asks("/search?q=2")).state).toBe("MISS");
    const over = await asks("/search?q=3");
    expect([over.response.status, over.response.headers.get("retry-after")]).toEqual([429, "1"]);
    // Another client still has its budget; pages kept cost nothing.
    expect((await get(`${origin}/search?q=3`, { "x-client": "b" })).state).toBe("MISS");
    expect((await asks("/search?q=1")).state).toBe("HIT");
    state.now += 1500;
    // No longer fresh: a client over its budget gets the kept copy, never a render.
    await asks("/search?q=4");
    expect((await asks("/search?q=1")).state).toBe("STALE");
    expect(state.renders).toBe(4);
  });

  it("does not let one-off addresses push out the pages visitors keep asking for", async () => {
    // Room for about 30 pages: a fifth of it for pages asked for once.
    const { origin } = await start(page(), { cacheBytes: 30 * 6000 });
    for (const path of ["/", "/latest", "/search"]) {
      await get(`${origin}${path}`);
      await get(`${origin}${path}`);
    }
    for (let i = 0; i < 60; i += 1) await get(`${origin}/search?q=flood-${i}`);
    for (const path of ["/", "/latest", "/search"]) {
      expect([path, (await get(`${origin}${path}`)).state]).toEqual([path, "HIT"]);
    }
  });
});
