import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { type App, page, start, state } from "./front-harness";
import { ACTION_BODY_LIMIT } from "./action-body.mjs";
import { WORKSPACE_ACTION_BODY_LIMIT } from "./contract.mjs";

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
function send(origin: string, method: string, path: string, headers = {}, body = "") {
  return new Promise<{ status: number; headers: Record<string, unknown>; text: string }>(
    (resolve, reject) => {
      const req = httpRequest(`${origin}${path}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      });
      req.on("error", reject);
      req.end(body);
    },
  );
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

describe("server-action bodies", () => {
  it("answers 400 to arguments that are not a JSON list or hold a dangling reference", async () => {
    const { origin } = await start(echo);
    for (const body of ["garbage", "", "{}", '"text"', "[1,", "1", '["$1"]', '[{"a":"$Q1"}]']) {
      const answer = await send(origin, "POST", "/", ACTION, body);
      expect([body, answer.status]).toEqual([body, 400]);
      expect(answer.text).toMatch(
        /^Bad Request: the action's arguments (are not|hold a reference)/,
      );
    }
    expect(state.renders).toBe(0);
  });

  it("answers 400 to a multipart body that cannot be read, with or without an action id", async () => {
    const { origin } = await start(echo);
    const broken = [
      multipart("garbage"),
      multipart('------b\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end'),
      { headers: { "content-type": "multipart/form-data" }, body: "no boundary" },
    ];
    for (const { headers, body } of broken) {
      for (const extra of [{}, { "next-action": ACTION["next-action"] }]) {
        const answer = await send(origin, "POST", "/", { ...headers, ...extra }, body);
        expect([body, answer.status]).toEqual([body, 400]);
      }
    }
    // Readable as a form, but not as an action's arguments: part "0" of a fetch action.
    const fetchAction = { "next-action": ACTION["next-action"] };
    for (const root of ["not json", '["$1"]']) {
      const { headers, body } = multipart(
        `------b\r\nContent-Disposition: form-data; name="0"\r\n\r\n${root}\r\n------b--`,
      );
      const answer = await send(origin, "POST", "/", { ...headers, ...fetchAction }, body);
      expect([root, answer.status]).toEqual([root, 400]);
    }
    expect(state.renders).toBe(0);
  });

  it("reads a script's multipart action as Next.js does (busboy), not only as the platform does", async () => {
    const { origin } = await start(echo);
    const fetchAction = { "next-action": ACTION["next-action"] };
    // The platform's parser takes a control character in a file's name; Next.js's busboy does not.
    const withFile = (name: string) =>
      multipart(
        `------b\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1"]\r\n` +
          `------b\r\nContent-Disposition: form-data; name="1_file"; filename="${name}"\r\n` +
          `Content-Type: application/octet-stream\r\n\r\nxyz\r\n------b--\r\n`,
      );
    for (const name of ["a\u0001b", "a\u0000b", "a\u007fb"]) {
      const { headers, body } = withFile(name);
      const answer = await send(
        origin,
        "POST",
        "/admin/import",
        { ...headers, ...fetchAction },
        body,
      );
      expect([name, answer.status]).toEqual([name, 400]);
    }
    // The same part of the arguments twice, however its number is spelled, or a part without a
    // name, throws in React.
    for (const second of ["0", "00", "S0", ""]) {
      const { headers, body } = multipart(
        `------b\r\nContent-Disposition: form-data; name="0"\r\n\r\n["x"]\r\n` +
          `------b\r\nContent-Disposition: form-data; name="${second}"\r\n\r\n["y"]\r\n------b--\r\n`,
      );
      const answer = await send(origin, "POST", "/", { ...headers, ...fetchAction }, body);
      expect([second, answer.status]).toEqual([second, 400]);
    }
    expect(state.renders).toBe(0);
    const { headers, body } = withFile("پڑھائی.csv");
    const fine = await send(origin, "POST", "/admin/import", { ...headers, ...fetchAction }, body);
    expect(fine.status).toBe(200);
  });

  it("answers 413 to a body over Next's 1 MB limit, and closes the connection", async () => {
    const { origin } = await start(echo);
    const answer = await send(origin, "POST", "/", ACTION, "x".repeat(ACTION_BODY_LIMIT + 1));
    expect([answer.status, answer.headers.connection]).toEqual([413, "close"]);
  });

  it("reads up to the workspace's upload limit on /admin pages only", async () => {
    const { origin } = await start(echo);
    const twoMegabytes = "x".repeat(2 * 1024 * 1024);
    const workspace = await send(origin, "POST", "/admin/import", ACTION, twoMegabytes);
    expect(workspace.status).toBe(400); // read in full, then refused as no action's arguments
    const overWorkspace = "x".repeat(WORKSPACE_ACTION_BODY_LIMIT + 1);
    expect((await send(origin, "POST", "/admin/import", ACTION, overWorkspace)).status).toBe(413);
    expect((await send(origin, "POST", "/latest", ACTION, twoMegabytes)).status).toBe(413);
  });

  it("hands a well-formed action to the application with its body intact", async () => {
    const { origin } = await start(echo);
    const reply = '[{"status":"idle"},"$K1"]';
    const fetchAction = await send(origin, "POST", "/latest?tag=x", ACTION, reply);
    expect([fetchAction.status, fetchAction.text]).toEqual([200, `POST /latest?tag=x ${reply}`]);
    const form = multipart(
      '------b\r\nContent-Disposition: form-data; name="$ACTION_ID_7f"\r\n\r\n\r\n' +
        '------b\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.pk\r\n------b--\r\n',
    );
    const posted = await send(origin, "POST", "/", form.headers, form.body);
    expect(posted.status).toBe(200);
    expect(posted.text).toContain("a@b.pk");
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
