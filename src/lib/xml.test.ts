import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { rssXml } from "./rss";
import { sitemapIndexXml, urlsetXml, parseSitemapChildName, idRange, urduUrl } from "./sitemap";
import { escapeXml } from "./xml";

const hostile = `Tom & "Jerry" <script>alert('x')</script>\u0000\u0007\uFFFF end`;

describe("escapeXml", () => {
  it("escapes markup and drops characters XML cannot hold", () => {
    expect(escapeXml(hostile)).toBe(
      "Tom &amp; &quot;Jerry&quot; &lt;script&gt;alert(&apos;x&apos;)&lt;/script&gt; end",
    );
    expect(escapeXml("اردو\ttab\nline")).toBe("اردو\ttab\nline");
  });

  it("changes text that holds any one character to change, alone or among others", () => {
    const changed = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
    for (const [text, escaped] of Object.entries({ ...changed, "\u0000": "", "\uFFFE": "" })) {
      expect(escapeXml(text)).toBe(escaped);
      expect(escapeXml(`/a${text}b`)).toBe(`/a${escaped}b`);
    }
    expect(escapeXml("https://parhai.example/ur/a%20b?x=1")).toBe(
      "https://parhai.example/ur/a%20b?x=1",
    );
  });
});

describe("rssXml", () => {
  const xml = rssXml({
    title: "Parhai",
    link: "https://parhai.example/latest",
    self: "https://parhai.example/latest/feed.xml?tag=A&B",
    description: "News",
    language: "en",
    items: [
      {
        title: hostile,
        link: "https://parhai.example/latest/1-x",
        description: "Line one\nline two",
        publishedAt: new Date("2026-11-23T10:00:00Z"),
        categories: ["Results", "A&B"],
      },
    ],
  });

  it("is well-formed RSS 2.0 with the texts intact", () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml) as {
      rss: {
        "@_version": string;
        channel: Record<string, unknown> & { item: Record<string, unknown> };
      };
    };
    expect(parsed.rss["@_version"]).toBe("2.0");
    const { channel } = parsed.rss;
    expect(channel.title).toBe("Parhai");
    expect(channel.item.title).toBe(`Tom & "Jerry" <script>alert('x')</script> end`);
    expect(channel.item.pubDate).toBe("Mon, 23 Nov 2026 10:00:00 GMT");
    expect(channel.item.category).toEqual(["Results", "A&B"]);
    expect(channel.lastBuildDate).toBe("Mon, 23 Nov 2026 10:00:00 GMT");
  });
});

describe("sitemaps", () => {
  it("writes a urlset and an index that parse, with W3C dates", () => {
    const urls = urlsetXml([
      { loc: "https://parhai.example/a?x=1&y=2", lastmod: new Date("2026-01-02T03:04:05Z") },
      { loc: "https://parhai.example/b", lastmod: null },
    ]);
    expect(XMLValidator.validate(urls)).toBe(true);
    expect(urls).toContain("<loc>https://parhai.example/a?x=1&amp;y=2</loc>");
    expect(urls).toContain("<lastmod>2026-01-02T03:04:05.000Z</lastmod>");
    // Each page names its Urdu copy (issue 18), the query kept.
    expect(urls).toContain(
      '<xhtml:link rel="alternate" hreflang="ur" href="https://parhai.example/ur/a?x=1&amp;y=2"/>',
    );
    expect(urls).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://parhai.example/b"/>',
    );
    const index = sitemapIndexXml([
      { loc: "https://parhai.example/sitemaps/pages-0.xml", lastmod: null },
    ]);
    expect(XMLValidator.validate(index)).toBe(true);
    expect(index).toContain("<sitemapindex");
  });

  it("gives a page's Urdu address on the same origin, written as it was", () => {
    expect(urduUrl("https://parhai.example/")).toBe("https://parhai.example/ur");
    expect(urduUrl("https://parhai.example/a%20b/%D8%A7?x=1&y=%20")).toBe(
      "https://parhai.example/ur/a%20b/%D8%A7?x=1&y=%20",
    );
    expect(urduUrl("http://localhost:3000/ur/latest")).toBe("http://localhost:3000/ur/latest");
  });

  it("names children by kind and block, and refuses other names", () => {
    expect(parseSitemapChildName("updates-2.xml")).toEqual({ kind: "updates", block: 2 });
    expect(parseSitemapChildName("pages-0.xml")).toEqual({ kind: "pages", block: 0 });
    expect(parseSitemapChildName("documents-1.xml")).toEqual({ kind: "documents", block: 1 });
    for (const bad of [
      "updates-02.xml",
      "updates-x.xml",
      "other-1.xml",
      "pages-1",
      "constructor-0.xml",
      "../x.xml",
    ]) {
      expect(parseSitemapChildName(bad), bad).toBeNull();
    }
    expect(idRange(0)).toEqual({ from: 1, to: 50_000 });
    expect(idRange(2)).toEqual({ from: 100_001, to: 150_000 });
  });
});
