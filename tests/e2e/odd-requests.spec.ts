import { expect, test } from "./support/test";
import { serverActionId } from "../support/server-action";

/*
 * Issue 21: requests no page serves get a 4xx with the security headers, never a 500: an unknown
 * method, a write from another site to any path. A server action whose body is not what React
 * writes gets Next.js's own answer (decision 0057): quick, without a trace of the server's insides.
 */

const NEWSLETTER = () =>
  serverActionId("src/server/newsletter/actions.ts", "subscribeToNewsletter");

test(
  "TRACE and other methods nobody serves answer 405 with the security headers",
  { tag: "@http" },
  async ({ request }) => {
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      for (const path of ["/", "/latest", "/api/auth/get-session", "/favicon.ico"]) {
        const response = await request.fetch(path, { method });
        expect([method, path, response.status()]).toEqual([method, path, 405]);
        expect(response.headers()["allow"]).toBe("GET, HEAD, POST");
        expect(response.headers()["content-security-policy"]).toContain("default-src 'self'");
        expect(response.headers()["x-frame-options"]).toBe("DENY");
      }
    }
  },
);

test(
  "a server action with a body it cannot decode gets Next's answer and leaks nothing",
  { tag: "@http" },
  async ({ request, baseURL }) => {
    const headers = { Origin: baseURL!, "Next-Action": NEWSLETTER() };
    const malformed = [
      ...["garbage", '{"not":"a list"}', '["$1"]', '[{"a":"$Q1"}]'].map((data) => ({
        headers: { ...headers, "Content-Type": "text/plain;charset=UTF-8" },
        data,
      })),
      ...[headers, { Origin: baseURL! }].map((sent) => ({
        headers: { ...sent, "Content-Type": "multipart/form-data; boundary=xyz" },
        data: "garbage --xyz broken",
      })),
    ];
    for (const { headers: sent, data } of malformed) {
      const started = Date.now();
      const response = await request.post("/", { headers: sent, data });
      const text = await response.text();
      expect(Date.now() - started).toBeLessThan(5000);
      expect([data, text]).not.toEqual([
        data,
        expect.stringMatching(/ at |node_modules|\/work\/|Error:|\.(?:ts|js):\d/),
      ]);
      expect(response.headers()["content-security-policy"]).toContain("default-src 'self'");
    }
    // The same action with a body it can decode still works, and so does every page.
    const form = new FormData();
    form.set("0", JSON.stringify([{ status: "idle" }, "$K1"]));
    form.set("_1_email", "not an email");
    const valid = await request.post("/", { headers, multipart: form });
    expect(valid.status()).toBe(200);
    expect((await request.get("/latest")).status()).toBe(200);
  },
);

test(
  "a write from another site is refused on every path, files and API included",
  { tag: "@http" },
  async ({ request }) => {
    for (const path of ["/demo/x", "/_next/static/x.js", "/favicon.ico", "/healthz", "/latest"]) {
      const response = await request.post(path, {
        headers: { Origin: "https://evil.example" },
        data: "a",
      });
      expect([path, response.status()]).toEqual([path, 403]);
    }
  },
);

test(
  "an address that is not correctly encoded answers 400",
  { tag: "@http" },
  async ({ request }) => {
    for (const path of ["/%ZZ", "/coaching/lectures-quizzes/%E0%A4%A"]) {
      const response = await request.get(path);
      expect([path, response.status()]).toEqual([path, 400]);
    }
  },
);
