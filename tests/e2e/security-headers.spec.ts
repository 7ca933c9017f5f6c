import { createHash } from "node:crypto";
import { expect, test } from "./support/test";
import { type APIResponse } from "@playwright/test";
import { SCREENS } from "../support/screens";
import { waitForHydration } from "./support/hydration";

/**
 * The inline scripts of a page (those without src), as the browser hashes them. Data blocks
 * (`type="application/ld+json"`) are never run, so the policy need not and must not list them.
 */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes ?? ""))
    .filter(([, attributes]) => !/\btype="application\/ld\+json"/.test(attributes ?? ""))
    .map(([, , body]) => body ?? "");
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** Every inline script of the answer is allowed by its policy's hashes, and only by them. */
async function expectHashedScripts(response: APIResponse): Promise<void> {
  const policy = response.headers()["content-security-policy"] ?? "";
  const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1]?.split(" ") ?? [];
  const scripts = inlineScripts(await response.text());
  expect(scripts.length).toBeGreaterThan(0);
  expect(scriptSrc.filter((s) => s.startsWith("'sha256-")).sort()).toEqual(
    [...new Set(scripts.map(sha256))].sort(),
  );
}

function expectCommonHeaders(response: APIResponse): void {
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["permissions-policy"]).toContain("microphone=()");
  expect(headers["permissions-policy"]).toContain("geolocation=()");
  // Google sign-in is a full-page redirect, so no popup needs a handle on this window.
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  // The e2e server runs on plain http, where HSTS must not be sent.
  expect(headers["strict-transport-security"]).toBeUndefined();
}

for (const screen of SCREENS) {
  test.describe(`${screen.name} (${screen.path})`, () => {
    // Chromium logs a page that answers 404 as a resource that failed to load.
    if (screen.status === 404) test.use({ expectedConsoleErrors: [/status of 404/] });
    test(
      "answers with the security headers and the hash of each of its inline scripts",
      { tag: "@http" },
      async ({ request }) => {
        const first = await request.get(screen.path);
        expect(first.status()).toBe(screen.status);
        expectCommonHeaders(first);
        const policy = first.headers()["content-security-policy"]!;
        expect(policy).toContain("default-src 'self'");
        expect(policy).toContain("frame-ancestors 'none'");
        expect(policy).toContain("object-src 'none'");
        expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
        expect(policy).not.toContain("'nonce-");
        expect(first.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
        await expectHashedScripts(first);

        if (screen.status !== 200) return;
        // Again, from the page cache: the same page and policy, twice. A kept page past its
        // freshness (30 s, which an earlier test's visit may have nearly used up) is answered at
        // once while its next render lands behind (decision 0060), so a pair of asks may straddle
        // that edge: the pair is asked again until both come from the cache fresh, and from the
        // same kept copy (a render landing between the two asks keeps a page of its own, whose
        // scripts carry another nonce and so other hashes).
        let [kept, again] = [first, first];
        const policyOf = (r: APIResponse) => r.headers()["content-security-policy"];
        const pair = async () => {
          [kept, again] = [await request.get(screen.path), await request.get(screen.path)];
          const cached = [kept, again].map((r) => r.headers()["x-page-cache"]);
          return [...cached, policyOf(kept) === policyOf(again)];
        };
        await expect.poll(pair).toEqual(["HIT", "HIT", true]);
        await expectHashedScripts(kept);
        await expectHashedScripts(again);
      },
    );

    // A screen that answers 404 has Chromium log that status; nothing else may be logged.
    test.use({
      expectedConsoleErrors:
        screen.status === 200 ? [] : [new RegExp(`status of ${screen.status}`)],
    });
    test("runs its scripts in Chromium with no CSP violation or console error", async ({
      page,
    }) => {
      // A violation becomes a console error, which fails the test (tests/e2e/support/test.ts).
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const response = await page.goto(screen.path);
      expect(response?.status()).toBe(screen.status);
      await waitForHydration(page);
      await page.waitForLoadState("load");
      // Lazy chunks start when the browser is idle: let them be judged too.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    });
  });
}

test(
  "static files carry the headers too, with the policy that allows no inline script",
  { tag: "@http" },
  async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!);
    expect(response.status()).toBe(200);
    expectCommonHeaders(response);
    const policy = response.headers()["content-security-policy"] ?? "";
    expect(policy).toContain("script-src 'self' https://www.youtube.com");
    expect(policy).not.toContain("'sha256-");
    expect(response.headers()["x-page-cache"]).toBeUndefined();
    // Scripts, styles, fonts and pictures are for this site's own pages.
    expect(response.headers()["cross-origin-resource-policy"]).toBe("same-origin");
  },
);

test(
  "a request id from the load balancer is kept and echoed",
  { tag: "@http" },
  async ({ request }) => {
    const response = await request.get("/", { headers: { "x-request-id": "lb-req-0123456789" } });
    expect(response.headers()["x-request-id"]).toBe("lb-req-0123456789");
  },
);

test.describe("health checks", () => {
  test("/healthz says the process answers, uncached", { tag: "@http" }, async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers()["cache-control"]).toBe("no-store");
  });

  test("/readyz says the database answers, uncached", { tag: "@http" }, async ({ request }) => {
    const response = await request.get("/readyz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ready" });
    expect(response.headers()["cache-control"]).toBe("no-store");
  });
});

test.describe("the browser enforces the policy", () => {
  // The blocks this test provokes are logged, and so is the injected image's missing file.
  // One pattern: Playwright would read an array of two as a fixture tuple.
  test.use({ expectedConsoleErrors: [/Content Security Policy|status of 404/] });

  test("an injected foreign image and script are blocked", async ({ page }) => {
    await page.goto("/");
    const violations = page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const seen: string[] = [];
          document.addEventListener("securitypolicyviolation", (event) => {
            seen.push(event.effectiveDirective);
            if (seen.length === 2) resolve(seen.sort());
          });
          const image = document.createElement("img");
          image.src = "https://evil.example/pixel.png";
          const markup = document.createElement("div");
          markup.innerHTML = '<img src="x" onerror="window.injected = true">';
          document.body.append(image, markup);
        }),
    );
    expect(await violations).toEqual(["img-src", "script-src-attr"]);
    expect(await page.evaluate(() => "injected" in window)).toBe(false);
  });
});
