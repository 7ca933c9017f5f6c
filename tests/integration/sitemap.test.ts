import { between } from "drizzle-orm";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import feed from "../../content/demo/feed.json" with { type: "json" };
import { parseSitemapChildName } from "@/lib/sitemap";
import type { DatabaseHandle } from "@/server/db/client";
import { libraryDocuments, updates } from "@/server/db/schema";
import { renderSitemap, renderSitemapChild } from "@/server/seo/sitemap";
import { DATABASE_KINDS, openDemoDatabase } from "./databases";

const parser = new XMLParser({ isArray: (name) => name === "url" || name === "sitemap" });
const ORIGIN = "http://localhost:3000";
const day = (n: number) => new Date(Date.UTC(2026, 0, n));
const document = (kind: string, classSlug: string, subject: string, changed: number) => ({
  kind,
  class: classSlug,
  subject,
  title: "Paper",
  slug: "paper",
  pages: 1,
  size: 1,
  version: "0",
  updatedAt: day(changed),
});

type UrlSet = { urlset: { url: { loc: string; lastmod?: string }[] } };
type SitemapIndex = { sitemapindex: { sitemap: { loc: string; lastmod?: string }[] } };

function parse<T>(xml: string): T {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml) as T;
}

describe.each(DATABASE_KINDS)("the sitemap on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDemoDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("lists home, /latest, the lecture screens with lectures and every update, no Coming Soon", async () => {
    const { urlset } = parse<UrlSet>(await renderSitemap(undefined, handle.db));
    const locs = urlset.url.map((url) => url.loc);
    expect(locs.slice(0, 2)).toEqual([`${ORIGIN}/`, `${ORIGIN}/latest`]);
    expect(locs).toContain(`${ORIGIN}/coaching/lectures-quizzes/9th`);
    expect(locs).toContain(`${ORIGIN}/coaching/lectures-quizzes/9th/physics`);
    expect(locs).toContain(
      `${ORIGIN}/coaching/lectures-quizzes/9th/physics/1/Physical%20Quantities%20and%20Measurement`,
    );
    expect(locs.filter((loc) => /\/latest\/\d+/.test(loc))).toHaveLength(feed.updates.length);
    expect(locs.some((loc) => loc.includes("/coaching/books/"))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
    const newest = [...feed.updates].sort((a, b) => b.postedAt.localeCompare(a.postedAt))[0]!;
    expect(urlset.url[1]!.lastmod).toBe(new Date(newest.postedAt).toISOString());
    const update = urlset.url.find((url) => url.loc.includes("/latest/1-"));
    expect(update?.lastmod).toBe(new Date(feed.updates[0]!.postedAt).toISOString());
  });

  it("becomes an index of children within the limit once the URLs pass it", async () => {
    const single = parse<UrlSet>(await renderSitemap(undefined, handle.db)).urlset.url;
    const limit = 7;
    const { sitemapindex } = parse<SitemapIndex>(await renderSitemap(limit, handle.db));
    const names = sitemapindex.sitemap.map((child) => child.loc.replace(`${ORIGIN}/sitemaps/`, ""));
    expect(names).toContain("pages-0.xml");
    expect(names).toContain("updates-0.xml");
    const children = await Promise.all(
      names.map(async (name) => {
        const child = parseSitemapChildName(name);
        if (!child) throw new Error(`bad child name ${name}`);
        const xml = await renderSitemapChild(child, limit, handle.db);
        if (xml === null) throw new Error(`${name} is empty`);
        return parse<UrlSet>(xml).urlset.url;
      }),
    );
    expect(children.every((urls) => urls.length <= limit)).toBe(true);
    expect(
      children
        .flat()
        .map((url) => url.loc)
        .sort(),
    ).toEqual(single.map((url) => url.loc).sort());
    expect(await renderSitemapChild({ kind: "updates", block: 99 }, limit, handle.db)).toBeNull();
  });

  // Last: it adds documents and removes updates.
  it("dates the library's lists and each child by their newest change, and skips empty blocks", async () => {
    await handle.db
      .insert(libraryDocuments)
      .values([
        document("past-papers", "9th", "physics", 3),
        document("past-papers", "9th", "physics", 5),
        document("past-papers", "9th", "chemistry", 4),
        document("notes", "10th", "biology", 2),
      ]);
    const { urlset } = parse<UrlSet>(await renderSitemap(undefined, handle.db));
    const lastmod = (path: string) => urlset.url.find((url) => url.loc === ORIGIN + path)?.lastmod;
    expect(lastmod("/coaching/past-papers/9th")).toBe(day(5).toISOString());
    expect(lastmod("/coaching/past-papers/9th/physics")).toBe(day(5).toISOString());
    expect(lastmod("/coaching/past-papers/9th/chemistry")).toBe(day(4).toISOString());
    expect(lastmod("/coaching/notes/10th/biology")).toBe(day(2).toISOString());

    await handle.db.delete(updates).where(between(updates.id, 4, 6));
    const limit = 3;
    const index = parse<SitemapIndex>(await renderSitemap(limit, handle.db)).sitemapindex.sitemap;
    const names = index.map((child) => child.loc.replace(`${ORIGIN}/sitemaps/`, ""));
    expect(names).toEqual(expect.arrayContaining(["updates-2.xml", "documents-1.xml"]));
    expect(names).not.toContain("updates-1.xml");
    for (const [i, name] of names.entries()) {
      const xml = await renderSitemapChild(parseSitemapChildName(name)!, limit, handle.db);
      const newest = parse<UrlSet>(xml!)
        .urlset.url.map((url) => url.lastmod ?? "")
        .sort()
        .at(-1);
      expect(index[i]!.lastmod, name).toBe(newest);
    }
  });
});
