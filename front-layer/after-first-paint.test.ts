import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint } from "./after-first-paint.mjs";

const nonce = "bm9uY2UtZm9yLXRlc3Rz";
const chunk = (name: string) =>
  `<script src="/_next/static/chunks/${name}.js" async="" nonce="${nonce}"></script>`;
const head = [
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js" nonce="${nonce}"/>`,
  `<link rel="preload" as="script" fetchPriority="low" href="https://www.youtube.com/iframe_api"/>`,
  chunk("a"),
].join("");
const sheet = `<link rel="stylesheet" href="/_next/static/chunks/site.css"/>`;
const late = `<script src="/_next/static/chunks/b.js" nonce="${nonce}" async=""></script>`;
const page = `<!DOCTYPE html><html><head>${head}</head><body><p>Lecture</p><script nonce="${nonce}">self.__next_f=[]</script>${late}<script src="/_next/static/chunks/old.js" noModule=""></script>${sheet}</body></html>`;

describe("scriptsAfterFirstPaint", () => {
  const sent = scriptsAfterFirstPaint(page, nonce);

  it("takes Next.js's chunk scripts and their early requests out of the page", () => {
    expect(sent).not.toContain('async=""');
    expect(sent).not.toContain('href="/_next/static/chunks/b.js"');
    expect(sent).toContain("https://www.youtube.com/iframe_api");
    expect(sent).toContain('<script src="/_next/static/chunks/old.js" noModule=""></script>');
    expect(sent).toContain(`<script nonce="${nonce}">self.__next_f=[]</script>`);
  });

  it("asks for each of them once, from one script with the nonce before the body's stylesheet", () => {
    const loader =
      /<script nonce="([^"]+)">([^<]+)<\/script><link rel="stylesheet"[^>]*><\/body>/.exec(sent);
    expect(loader?.[1]).toBe(nonce);
    expect(loader?.[2]).toContain('["a","b"]');
    expect(loader?.[2]).toContain('"/_next/static/chunks/"+n+".js"');
    expect(sent.indexOf("<p>Lecture</p>")).toBeLessThan(sent.indexOf(loader?.[0] ?? "?"));
  });

  it("returns a page without chunk scripts, or without a body's end, as it is", () => {
    const plain = "<!DOCTYPE html><html><body><p>Offline</p></body></html>";
    expect(scriptsAfterFirstPaint(plain, nonce)).toBe(plain);
    const cut = page.replace("</body></html>", "");
    expect(scriptsAfterFirstPaint(cut, nonce)).toBe(cut);
  });
});
