import { Agent, type IncomingMessage, request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { type App, SESSION, page, start, state } from "./front-harness";
import {
  ACTION_BODY_LIMIT,
  LIBRARY_UPLOAD_BODY_LIMIT,
  LIBRARY_UPLOAD_PATH,
  WORKSPACE_ACTION_BODY_LIMIT,
} from "./contract.mjs";
import { refusalFor } from "./request-checks.mjs";

/*
 * Issue 21: odd requests get a 4xx from the front layer, with the security headers, whatever their
 * path, and never reach Next.js (which answered them with a 500).
 */

/** An application that echoes what reached it: method, address and body. */
const echo: App = async (req, res) => {
  state.renders += 1;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  res.setHeader("content-type", "text/plain");
  res.end(`${req.method} ${req.url} ${Buffer.concat(chunks).toString("utf8")}`);
};

/** node:http, since fetch refuses TRACE and CONNECT. */
function send(
  origin: string,
  method: string,
  path: string,
  headers = {},
  body = "",
  agent?: Agent,
) {
  return new Promise<{
    status: number;
    headers: Record<string, unknown>;
    text: string;
    bytes: Buffer;
  }>((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const bytes = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: bytes.toString("utf8"),
          bytes,
        });
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}

const ACTION = { "next-action": "7f".repeat(21), "content-type": "text/plain;charset=UTF-8" };

function multipart(parts: string, boundary = "----b") {
  return {
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    body: parts,
  };
}

describe("requests the front layer refuses", () => {
  it("answers 405 to methods nobody serves, on every path, with the security headers", async () => {
    const { origin } = await start(echo);
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND"]) {
      for (const path of ["/", "/api/auth/session", "/_next/static/a.js", "/demo/x"]) {
        const answer = await send(origin, method, path);
        expect([method, path, answer.status]).toEqual([method, path, 405]);
        expect(answer.headers.allow).toBe("GET, HEAD, POST");
        expect(answer.headers["content-security-policy"]).toContain("default-src 'self'");
        expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      }
    }
    expect(state.renders).toBe(0);
  });

  it("refuses writes from another site on every path, and lets the site's own through", async () => {
    const { origin } = await start(echo, { siteUrl: "https://parhai.pk" });
    for (const path of ["/", "/demo/x", "/api/auth/sign-in/email", "/_next/static/a.js"]) {
      const foreign = await send(origin, "POST", path, { origin: "https://evil.example" }, "a");
      expect([path, foreign.status, foreign.text]).toEqual([
        path,
        403,
        '{"error":"Cross-site request refused"}',
      ]);
      const marked = await send(origin, "POST", path, { "sec-fetch-site": "cross-site" }, "a");
      expect(marked.status).toBe(403);
    }
    expect(state.renders).toBe(0);
    const own = await send(origin, "POST", "/demo/x", { origin }, "a");
    const configured = await send(origin, "POST", "/demo/x", { origin: "https://parhai.pk" });
    expect([own.status, configured.status]).toEqual([200, 200]);
    // Reads are never refused, wherever they come from.
    expect((await send(origin, "GET", "/demo/x", { origin: "https://evil.example" })).status).toBe(
      200,
    );
  });

  it("reads a small refused body still on its way, so its sender gets the 403 and keeps the connection", async () => {
    const { origin } = await start(echo, { siteUrl: "https://parhai.pk" });
    const body = `------b\r\nContent-Disposition: form-data; name="0"\r\n\r\n${"x".repeat(8000)}\r\n------b--\r\n`;
    const answer = await new Promise<{ status: number; connection: unknown }>((resolve, reject) => {
      const req = httpRequest(`${origin}/admin/import`, {
        method: "POST",
        headers: {
          origin: "https://evil.example",
          "content-type": "multipart/form-data; boundary=----b",
          "content-length": String(Buffer.byteLength(body)),
        },
      });
      req.on("response", (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection });
      });
      req.on("error", reject);
      // The headers arrive first, the body after them: as a browser sends a form.
      req.flushHeaders();
      setTimeout(() => req.end(body), 20);
    });
    expect(answer).toEqual({ status: 403, connection: "keep-alive" });
    // fetch's own multipart form, the way scripts and tests call actions, gets the answer too.
    const form = new FormData();
    form.append("0", "x".repeat(8000));
    const response = await fetch(`${origin}/admin/import`, {
      method: "POST",
      headers: { origin: "https://evil.example" },
      body: form,
    });
    expect(response.status).toBe(403);
    expect(state.renders).toBe(0);
  });

  it("answers 400 to an address that is not correctly encoded", async () => {
    const { origin } = await start(echo);
    for (const path of ["/%ZZ", "/coaching/%E0%A4%A", "/_next/static/%"]) {
      const answer = await send(origin, "GET", path);
      expect([path, answer.status]).toEqual([path, 400]);
      expect(answer.text).toBe("Bad Request: the address is not correctly encoded.");
    }
    expect((await send(origin, "GET", "/search?q=%ZZ")).status).toBe(200);
  });
});

describe("bodies", () => {
  it("answers 413 to a body over Next's 1 MB limit, read and dropped so the client gets it", async () => {
    const { origin } = await start(echo);
    for (let i = 0; i < 5; i += 1) {
      const answer = await send(origin, "POST", "/", ACTION, "x".repeat(ACTION_BODY_LIMIT + 1));
      expect(answer.status).toBe(413);
    }
    expect(state.renders).toBe(0);
  });

  it("lets the workspace's uploads through only to /admin and /ur/admin, with a session", async () => {
    const { origin } = await start(echo);
    const twoMegabytes = "x".repeat(2 * 1024 * 1024);
    const signedIn = { ...ACTION, cookie: SESSION };
    for (const path of ["/admin/import", "/ur/admin/import"]) {
      expect([path, (await send(origin, "POST", path, signedIn, twoMegabytes)).status]).toEqual([
        path,
        200,
      ]);
      expect((await send(origin, "POST", path, ACTION, twoMegabytes)).status).toBe(413);
    }
    const overWorkspace = "x".repeat(WORKSPACE_ACTION_BODY_LIMIT + 1);
    expect((await send(origin, "POST", "/admin/import", signedIn, overWorkspace)).status).toBe(413);
    expect((await send(origin, "POST", "/latest", signedIn, twoMegabytes)).status).toBe(413);
  });

  it("lets the library's upload take up to 51 MB, on its own path, with a session only", async () => {
    const { origin } = await start(echo);
    const form = { "content-type": "multipart/form-data; boundary=b" };
    const overWorkspace = "x".repeat(WORKSPACE_ACTION_BODY_LIMIT + 1);
    const signedIn = { ...form, cookie: SESSION };
    const reached = await send(origin, "POST", LIBRARY_UPLOAD_PATH, signedIn, overWorkspace);
    expect([reached.status, reached.text.length]).toEqual([200, overWorkspace.length + 27]);
    expect((await send(origin, "POST", LIBRARY_UPLOAD_PATH, form, overWorkspace)).status).toBe(413);
    const elsewhere = await send(origin, "POST", "/admin/library/new", signedIn, overWorkspace);
    expect(elsewhere.status).toBe(413);
    // Above 51 MB it is refused on the declared length, before a byte is read.
    const declared = (length: number) =>
      refusalFor(
        {
          method: "POST",
          headers: { ...signedIn, "content-length": `${length}` },
        } as IncomingMessage,
        { path: LIBRARY_UPLOAD_PATH, page: false, workspace: true, siteOrigin: undefined },
      )?.status;
    expect([declared(LIBRARY_UPLOAD_BODY_LIMIT), declared(LIBRARY_UPLOAD_BODY_LIMIT + 1)]).toEqual([
      undefined,
      413,
    ]);
  });

  it("keeps the client's connection when the application answers a post before reading it", async () => {
    const answersAtOnce: App = (_req, res) => {
      state.renders += 1;
      res.end("done");
      return Promise.resolve();
    };
    const { origin } = await start(answersAtOnce);
    // One connection for all: the next request goes where the unread body was.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const body = "x".repeat(900 * 1024);
    for (let i = 0; i < 3; i += 1) {
      expect((await send(origin, "POST", "/login", {}, body, agent)).status).toBe(200);
      expect((await send(origin, "GET", "/admin", {}, "", agent)).status).toBe(200);
    }
    agent.destroy();
  });

  it("answers 411 to a body sent without its length", async () => {
    const { origin } = await start(echo);
    const answer = await send(
      origin,
      "POST",
      "/",
      { ...ACTION, "transfer-encoding": "chunked" },
      "[]",
    );
    expect(answer.status).toBe(411);
    expect(state.renders).toBe(0);
  });

  it("refuses a page's form or action sent to another host than its origin's, SITE_URL or not", async () => {
    const { origin } = await start(echo, { siteUrl: "https://parhai.pk" });
    const headers = { ...ACTION, origin: "https://parhai.pk", host: "127.0.0.1" };
    expect((await send(origin, "POST", "/latest", headers, "[]")).status).toBe(403);
    // The API behind a proxy that does not pass the Host on still takes SITE_URL's origin.
    expect((await send(origin, "POST", "/api/auth/sign-out", headers, "{}")).status).toBe(200);
  });

  it("hands a server action and a form's post to the application with the body intact", async () => {
    const { origin } = await start(echo);
    const reply = '[{"status":"idle"},"$K1"]';
    const fetchAction = await send(origin, "POST", "/latest?tag=x", ACTION, reply);
    expect([fetchAction.status, fetchAction.text]).toEqual([200, `POST /latest?tag=x ${reply}`]);
    const form = multipart(
      '------b\r\nContent-Disposition: form-data; name="$ACTION_ID_7f"\r\n\r\n\r\n' +
        '------b\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.pk\r\n------b--\r\n',
    );
    const posted = await send(origin, "POST", "/", form.headers, form.body);
    expect([posted.status, posted.headers["x-page-cache"]]).toEqual([200, "BYPASS"]);
    expect(posted.text).toContain("a@b.pk");
  });
});

describe("an answer rendered for one request", () => {
  const flight = `0:{"a":{"status":"graded","rows":[${'{"question":1,"right":true},'.repeat(300)}0]}}\n`;
  /** A server action's answer as Next.js streams it, a row at a time; what encoding it was asked. */
  const asked: unknown[] = [];
  const streamed: App = async (req, res) => {
    asked.push(req.headers["accept-encoding"]);
    for await (const _ of req) void _;
    res.setHeader("content-type", "text/x-component");
    for (let at = 0; at < flight.length; at += 100) res.write(flight.slice(at, at + 100));
    res.end();
  };
  it("comes whole, in the one encoding the client accepts: a server action's and a signed-in page's", async () => {
    asked.length = 0;
    const { origin } = await start(streamed);
    const post = (headers: Record<string, string>) =>
      send(origin, "POST", "/coaching/entry-test/mdcat", headers, "[]");
    const br = await post({ ...ACTION, "accept-encoding": "gzip, br" });
    expect([br.headers["content-encoding"], br.headers["x-page-cache"]]).toEqual(["br", "BYPASS"]);
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect(Number(br.headers["content-length"])).toBe(br.bytes.length);
    expect(br.bytes.length).toBeLessThan(flight.length / 10);
    expect(brotliDecompressSync(br.bytes).toString()).toBe(flight);
    const gzip = await post({ ...ACTION, "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.bytes).toString()).toBe(flight);
    const plain = await post(ACTION);
    expect([plain.headers["content-encoding"], plain.bytes.toString()]).toEqual([
      undefined,
      flight,
    ]);
    // Next.js itself was never asked to compress: the edge does it once, in the thread pool.
    expect(asked).toEqual([undefined, undefined, undefined]);

    const signedIn = await send(origin, "GET", "/admin", {
      cookie: SESSION,
      "accept-encoding": "br",
    });
    expect(signedIn.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(signedIn.bytes).toString()).toBe(flight);
  });
});

describe("security headers", () => {
  it("are on every response; static files are for this site only; HSTS only on https", async () => {
    const plain = await start(page());
    const home = await send(plain.origin, "GET", "/");
    const file = await send(plain.origin, "GET", "/_next/static/a.js");
    expect(home.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(home.headers["cross-origin-resource-policy"]).toBeUndefined();
    expect(file.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(file.headers["x-frame-options"]).toBe("DENY");
    expect(home.headers["strict-transport-security"]).toBeUndefined();

    const https = await start(page(), { siteUrl: "https://parhai.pk" });
    for (const path of ["/", "/", "/_next/static/a.js"]) {
      const answer = await send(https.origin, "GET", path);
      expect(answer.headers["strict-transport-security"]).toBe(
        "max-age=31536000; includeSubDomains",
      );
    }
    const development = await start(page(), { siteUrl: "https://parhai.pk", development: true });
    const dev = await send(development.origin, "GET", "/");
    expect(dev.headers["strict-transport-security"]).toBeUndefined();
    expect(dev.headers["content-security-policy"]).toContain("'unsafe-eval'");
  });
});
