import { expect, test } from "./support/test";
import { type APIRequestContext } from "@playwright/test";
import { baseURL } from "../../playwright.config";

const EVIL = "https://evil.example";
const PASSWORD = "Correct-Horse-9";

function signUp(request: APIRequestContext, email: string, origin: string) {
  return request.post("/api/auth/sign-up/email", {
    headers: { Origin: origin },
    data: { name: "Cross Site", email, password: PASSWORD },
  });
}

function signIn(request: APIRequestContext, email: string) {
  return request.post("/api/auth/sign-in/email", {
    headers: { Origin: baseURL },
    data: { email, password: PASSWORD },
  });
}

test(
  "a sign-up sent from another site is refused and creates no account",
  { tag: "@http" },
  async ({ request }, testInfo) => {
    const email = `cross-site-${testInfo.project.name}-${Date.now()}@example.com`;
    const refused = await signUp(request, email, EVIL);
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ error: "Cross-site request refused" });
    expect(refused.headers()["set-cookie"]).toBeUndefined();
    expect((await signIn(request, email)).status()).toBe(401);

    // The same request from the site itself works, so the refusal was about the origin alone.
    expect((await signUp(request, email, baseURL)).status()).toBe(200);
    expect((await signIn(request, email)).status()).toBe(200);
  },
);

test("a sign-in sent from another site is refused", { tag: "@http" }, async ({ request }) => {
  const response = await request.post("/api/auth/sign-in/email", {
    headers: { Origin: EVIL },
    data: { email: "nobody@example.com", password: PASSWORD },
  });
  expect(response.status()).toBe(403);
});

test(
  "a server action call from another site is refused before it runs",
  { tag: "@http" },
  async ({ request }) => {
    const response = await request.post("/", {
      headers: { Origin: EVIL, "Next-Action": "0".repeat(42), "Content-Type": "text/plain" },
      data: "[]",
    });
    expect(response.status()).toBe(403);
  },
);

test(
  "without Origin, a browser's cross-site mark is enough to refuse",
  { tag: "@http" },
  async ({ request }) => {
    const response = await request.post("/api/auth/sign-in/email", {
      headers: { "Sec-Fetch-Site": "cross-site" },
      data: { email: "nobody@example.com", password: PASSWORD },
    });
    expect(response.status()).toBe(403);
  },
);

test("reads from another site are not refused", { tag: "@http" }, async ({ request }) => {
  const response = await request.get("/", { headers: { Origin: EVIL } });
  expect(response.status()).toBe(200);
});
