import { expect, test } from "./support/test";
import { serverActionId } from "../support/server-action";

/*
 * Issue 21: requests no page serves get a 4xx with the security headers, never a 500: an unknown
 * method, a server action whose body cannot be decoded, a write from another site to any path.
 */

const NEWSLETTER = () =>
  serverActionId("src/server/newsletter/actions.ts", "subscribeToNewsletter");

test("TRACE and other methods nobody serves answer 405 with the security headers", async ({
  request,
}) => {
  for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
    for (const path of ["/", "/latest", "/api/auth/get-session", "/favicon.ico"]) {
      const response = await request.fetch(path, { method });
      expect([method, path, response.status()]).toEqual([method, path, 405]);
      expect(response.headers()["allow"]).toBe("GET, HEAD, POST");
      expect(response.headers()["content-security-policy"]).toContain("default-src 'self'");
      expect(response.headers()["x-frame-options"]).toBe("DENY");
    }
  }
});

test("a server action with a body it cannot decode answers 400", async ({ request, baseURL }) => {
  const headers = { Origin: baseURL!, "Next-Action": NEWSLETTER() };
  for (const body of ["garbage", '{"not":"a list"}', '["$1"]', '[{"a":"$Q1"}]']) {
    const response = await request.post("/", {
      headers: { ...headers, "Content-Type": "text/plain;charset=UTF-8" },
      data: body,
    });
    expect([body, response.status()]).toEqual([body, 400]);
  }
  for (const withAction of [true, false]) {
    const response = await request.post("/", {
      headers: {
        ...(withAction ? headers : { Origin: baseURL! }),
        "Content-Type": "multipart/form-data; boundary=xyz",
      },
      data: "garbage --xyz broken",
    });
    expect([withAction, response.status()]).toEqual([withAction, 400]);
  }
  // The same action with a body it can decode still works.
  const form = new FormData();
  form.set("0", JSON.stringify([{ status: "idle" }, "$K1"]));
  form.set("_1_email", "not an email");
  const valid = await request.post("/", { headers, multipart: form });
  expect(valid.status()).toBe(200);
});

test("a write from another site is refused on every path, files and API included", async ({
  request,
}) => {
  for (const path of ["/demo/x", "/_next/static/x.js", "/favicon.ico", "/healthz", "/latest"]) {
    const response = await request.post(path, {
      headers: { Origin: "https://evil.example" },
      data: "a",
    });
    expect([path, response.status()]).toEqual([path, 403]);
  }
});

test("an address that is not correctly encoded answers 400", async ({ request }) => {
  for (const path of ["/%ZZ", "/coaching/lectures-quizzes/%E0%A4%A"]) {
    const response = await request.get(path);
    expect([path, response.status()]).toEqual([path, 400]);
  }
});
