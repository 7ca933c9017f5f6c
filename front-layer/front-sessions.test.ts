import { describe, expect, it } from "vitest";
import { SESSION, get, page, start, state } from "./front-harness";

/*
 * Issue 21: no signed-in page is ever served to strangers, and the cache key is what the page
 * reads. Better Auth trims cookie names with String#trim, so "\u00a0better-auth.session_token"
 * was a session to it and an anonymous visit to the cache.
 */

// Header values travel as bytes (Latin-1): a no-break space is one byte, 0xA0.
const SPELLINGS = [
  `\u00a0${SESSION}`,
  `theme=x;\u00a0\t${SESSION}`,
  SESSION.toUpperCase(),
  `__Host-${SESSION}`,
  SESSION.replace(".", "%2E"),
  SESSION.replace("b", "%62"),
];

describe("the front layer and sessions", () => {
  it("neither serves nor keeps a page that reads the session for a request with the cookie in any spelling", async () => {
    const { origin } = await start(page());
    await get(`${origin}/login`);
    for (const spelling of SPELLINGS) {
      const answer = await get(`${origin}/login`, { cookie: spelling });
      expect(answer.state, JSON.stringify(spelling)).toBe("BYPASS");
    }
    expect(state.renders).toBe(1 + SPELLINGS.length);
    expect((await get(`${origin}/login`)).text).toContain("Render 1");
  });

  it("renders a page to keep without the visitor's cookies or any parameter it does not read", async () => {
    const seen: { url?: string; cookie?: string; authorization?: string }[] = [];
    const app = page({
      onRequest: (req) =>
        seen.push({
          url: req.url,
          cookie: req.headers.cookie,
          authorization: req.headers.authorization,
        }),
    });
    const { origin } = await start(app);
    await get(`${origin}/latest?utm_source=whatsapp&tag=Jobs&fbclid=x`, {
      cookie: "theme=dark",
      authorization: "Bearer abc",
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe("/latest?tag=Jobs");
    expect(seen[0]!.cookie).toBeUndefined();
    expect(seen[0]!.authorization).toBeUndefined();
  });

  it("answers parameters a page does not read from the same entry", async () => {
    const { origin } = await start(page());
    const first = await get(`${origin}/latest?tag=Jobs`);
    const junk = [
      "/latest?tag=Jobs&utm_source=whatsapp",
      "/latest?fbclid=IwAR0&tag=Jobs",
      "/latest?tag=Jobs&x=1&y=%zz",
      "/latest?t%61g=Jobs",
    ];
    for (const url of junk) {
      const answer = await get(`${origin}${url}`);
      expect([url, answer.state, answer.text]).toEqual([url, "HIT", first.text]);
    }
    expect(state.renders).toBe(1);
  });

  it("never keeps a personal page, even for a visitor who is not signed in", async () => {
    const { origin } = await start(page());
    await get(`${origin}/admin`);
    expect((await get(`${origin}/admin`)).state).toBe("BYPASS");
  });
});
