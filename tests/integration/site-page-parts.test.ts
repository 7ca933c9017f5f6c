import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { mediaImages } from "@/server/db/schema";
import { renderMarkdown } from "@/server/pages/markdown";
import { sitePageCard } from "@/server/pages/page-card";
import { withPicture } from "@/server/pages/page-input";
import { findPage } from "@/server/pages/page-queries";
import { listPageVersions, savePage } from "@/server/pages/page-writes";
import { renderSitemap } from "@/server/seo/sitemap";
import type { Actor } from "@/server/workspace/audit";
import { encodeUpload, mediaPath } from "@/server/workspace/images";
import { DATABASE_KINDS, openTestDatabase } from "./databases";
import { addEditor } from "./editors";

const SITE = "http://localhost:3000";

async function photo() {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
  return (await encodeUpload(png))!;
}

describe.each(DATABASE_KINDS)("site pages' history, sitemap, pictures and cards on %s", (kind) => {
  let handle: DatabaseHandle;
  let editor: Actor;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    editor = await addEditor(handle);
  });
  afterAll(() => handle.close());

  async function written(path: string, locale: "en" | "ur", title: string, body: string) {
    const saved = await savePage(handle.db, editor, null, { path, locale, title, body });
    if (!saved.ok) throw new Error(`not saved: ${saved.reason}`);
    return saved.id;
  }

  it("shows a page's whole history, 30 versions at a time, each numbered", async () => {
    const id = await written("/events", "en", "Events", "Version 1.");
    for (let n = 2; n <= 32; n += 1) {
      await savePage(handle.db, editor, id, {
        path: "/events",
        locale: "en",
        title: "Events",
        body: `Version ${n}.`,
      });
    }
    const first = await listPageVersions(handle.db, id);
    expect(first.rows.map((v) => v.number)).toEqual(Array.from({ length: 30 }, (_, i) => 32 - i));
    expect(first.next).toBe(String(first.rows.at(-1)!.id));
    const second = await listPageVersions(handle.db, id, Number(first.next));
    expect(second.rows.map((v) => v.number)).toEqual([2, 1]);
    expect(second.next).toBeNull();
  });

  it("lists a page written only in Urdu in the sitemap, with hreflang for what exists", async () => {
    await written("/career-planning/career-counseling", "ur", "مشورہ", "صرف اردو میں۔");
    await written("/support", "en", "Support", "Only in English.");
    const sitemap = await renderSitemap(undefined, handle.db);
    const entry = (path: string) =>
      sitemap.split("\n").find((line) => line.includes(`${path}</loc>`)) ?? "";
    const urdu = entry("/career-planning/career-counseling");
    expect(urdu).toContain(`<loc>${SITE}/ur/career-planning/career-counseling</loc>`);
    expect(urdu).toContain(`hreflang="ur" href="${SITE}/ur/career-planning/career-counseling"`);
    expect(urdu).not.toContain('hreflang="en"');
    const english = entry("/support");
    expect(english).toContain(`hreflang="en" href="${SITE}/support"`);
    expect(english).not.toContain('hreflang="ur"');
    // Written in both: one entry naming both.
    await written("/support", "ur", "مدد", "اردو میں بھی۔");
    const both = await renderSitemap(undefined, handle.db);
    expect(both.split(`<loc>${SITE}/support</loc>`)).toHaveLength(2);
    expect(both).toContain(`hreflang="ur" href="${SITE}/ur/support"`);
    expect(both).not.toContain(`<loc>${SITE}/ur/support</loc>`);
  });

  it("stores a picture uploaded with a page and shows it, only when the page is saved", async () => {
    const picture = await photo();
    const title = "Fees [2026] \\ dues";
    const body = withPicture("Fees are due in March.", title, mediaPath(picture.id));
    const page = { path: "/pricing", locale: "en", title, body } as const;
    const saved = await savePage(handle.db, editor, null, page, "update", picture);
    if (!saved.ok) throw new Error("not saved");
    const [stored] = await handle.db
      .select({ width: mediaImages.width })
      .from(mediaImages)
      .where(eq(mediaImages.id, picture.id));
    expect(stored).toEqual({ width: 40 });
    const html = renderMarkdown(body);
    expect(html).toContain(`<img src="${mediaPath(picture.id)}" alt="Fees [2026] \\ dues"`);

    // A save refused (the address is taken) keeps no picture.
    const other = await sharp({
      create: { width: 20, height: 20, channels: 3, background: "#fff" },
    })
      .png()
      .toBuffer();
    const refused = (await encodeUpload(other))!;
    expect(await savePage(handle.db, editor, null, page, "update", refused)).toEqual({
      ok: false,
      reason: "taken",
    });
    const kept = await handle.db
      .select({ id: mediaImages.id })
      .from(mediaImages)
      .where(eq(mediaImages.id, refused.id));
    expect(kept).toEqual([]);
  });

  it("gives a written page an article card with its words as they read", async () => {
    await written("/about-us", "en", "About Parhai", '## Who\n\nTom & Jerry <3 "Parhai".');
    const found = await findPage(handle.db, "/about-us", "en");
    if (found === null || found === "removed") throw new Error("not found");
    const { card, languages } = sitePageCard("/about-us", found);
    expect(card).toMatchObject({
      title: "About Parhai",
      description: 'Who Tom & Jerry <3 "Parhai".',
      path: "/about-us",
      type: "article",
      publishedTime: found.page.updatedAt,
    });
    expect(languages).toEqual({ en: `${SITE}/about-us`, "x-default": `${SITE}/about-us` });
    await written("/about-us", "ur", "پڑھائی", "ہمارے بارے میں۔");
    const both = await findPage(handle.db, "/about-us", "ur");
    if (both === null || both === "removed") throw new Error("not found");
    expect(sitePageCard("/about-us", both).languages).toEqual({
      en: `${SITE}/about-us`,
      ur: `${SITE}/ur/about-us`,
      "x-default": `${SITE}/about-us`,
    });
  });
});
