import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createNonce, inlineScriptHashes, withScriptSources } from "./inline-scripts.mjs";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  const nonce = "bm9uY2UtZm9yLXRlc3Rz";

  it("hashes each inline script that carries the render's nonce, once", () => {
    const html = [
      `<script nonce="${nonce}">self.__next_f=[]</script>`,
      `<script nonce="${nonce}" id="_R_">$RC("B:0","S:0")</script>`,
      `<script nonce="${nonce}">self.__next_f=[]</script>`,
      `<SCRIPT nonce="${nonce}">ünï</script >`,
    ].join("");
    expect(inlineScriptHashes(html, nonce)).toEqual([
      sha("self.__next_f=[]"),
      sha('$RC("B:0","S:0")'),
      sha("ünï"),
    ]);
  });

  it("skips scripts loaded from a file, and scripts without the nonce or with another one", () => {
    const html = [
      `<script src="/_next/static/chunks/a.js" async nonce="${nonce}"></script>`,
      `<script>alert("stored content")</script>`,
      `<script nonce="guessed">alert(1)</script>`,
      `<script nonce="${nonce}">ok()</script>`,
    ].join("");
    expect(inlineScriptHashes(html, nonce)).toEqual([sha("ok()")]);
  });

  it("finds nothing in a page without scripts", () => {
    expect(inlineScriptHashes("<p>hello</p>", nonce)).toEqual([]);
  });
});

describe("withScriptSources", () => {
  const hashes = ["'sha256-a'", "'sha256-b'"];

  it("adds the hashes to script-src and leaves the other directives", () => {
    expect(
      withScriptSources("default-src 'self'; script-src 'self' https://x.example", hashes),
    ).toBe("default-src 'self'; script-src 'self' https://x.example 'sha256-a' 'sha256-b'");
  });

  it("leaves a policy alone when there is nothing to add", () => {
    expect(withScriptSources("script-src 'self'", [])).toBe("script-src 'self'");
  });
});

describe("createNonce", () => {
  it("gives 128 random bits in base64, different every time", () => {
    const nonces = new Set(Array.from({ length: 1000 }, () => createNonce()));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
