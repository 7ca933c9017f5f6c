import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readContentVersion } from "@/server/content/version";
import type { DatabaseHandle } from "@/server/db/client";
import { auditLog, contactMessages, mailMessages } from "@/server/db/schema";
import { listContactMessages, setContactStatus, storeContactMessage } from "@/server/pages/contact";
import { readDemoPages, seedDemoPagesIfEmpty } from "@/server/pages/demo-pages";
import { findPage, getPageForEdit, listPages } from "@/server/pages/page-queries";
import {
  listPageVersions,
  removePage,
  restorePageVersion,
  savePage,
} from "@/server/pages/page-writes";
import { readPageHits } from "@/server/search/pages";
import { renderSitemap } from "@/server/seo/sitemap";
import type { Actor } from "@/server/workspace/audit";
import { DATABASE_KINDS, openTestDatabase } from "./databases";
import { addEditor } from "./editors";

const FAQ = { path: "/faq", locale: "en", title: "FAQ", body: "## First\n\nOne." } as const;

describe.each(DATABASE_KINDS)("site pages on %s", (kind) => {
  let handle: DatabaseHandle;
  let editor: Actor;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    editor = await addEditor(handle);
  });
  afterAll(() => handle.close());

  const pageAudit = (id: number) =>
    handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, "page"), eq(auditLog.subjectId, String(id))))
      .orderBy(auditLog.id);

  it("publishes, edits, restores and removes a page, each logged with before and after", async () => {
    const version = await readContentVersion(handle.db);
    const created = await savePage(handle.db, editor, null, FAQ);
    if (!created.ok) throw new Error("not saved");
    expect(await readContentVersion(handle.db)).toBeGreaterThan(version);
    // One page per address and language.
    expect(await savePage(handle.db, editor, null, FAQ)).toEqual({ ok: false, reason: "taken" });
    // The other language is its own page; until it exists, the address has none in it.
    expect(await findPage(handle.db, "/faq", "ur")).toBeNull();

    const edited = { ...FAQ, body: "## Second\n\nTwo." };
    expect(await savePage(handle.db, editor, created.id, edited)).toEqual(created);
    // Saving the same text again changes and logs nothing.
    await savePage(handle.db, editor, created.id, edited);
    const { rows: versions } = await listPageVersions(handle.db, created.id);
    expect(versions.map((v) => v.savedBy)).toEqual(["Bilal", "Bilal"]);

    expect(await restorePageVersion(handle.db, editor, created.id, versions[1]!.id)).toEqual(
      created,
    );
    const found = await findPage(handle.db, "/faq", "en");
    expect(found !== null && found !== "removed" && found.page.body).toBe(FAQ.body);
    expect((await listPageVersions(handle.db, created.id)).rows).toHaveLength(3);
    // A version of another page is not this page's.
    const other = await savePage(handle.db, editor, null, { ...FAQ, path: "/events" });
    if (!other.ok) throw new Error("not saved");
    const [otherVersion] = (await listPageVersions(handle.db, other.id)).rows;
    expect(await restorePageVersion(handle.db, editor, created.id, otherVersion!.id)).toEqual({
      ok: false,
      reason: "gone",
    });
    // Moving a page onto another's address is refused.
    expect(await savePage(handle.db, editor, created.id, { ...FAQ, path: "/events" })).toEqual({
      ok: false,
      reason: "taken",
    });

    expect(await removePage(handle.db, editor, created.id)).toBe(true);
    expect(await removePage(handle.db, editor, created.id)).toBe(false);
    expect(await findPage(handle.db, "/faq", "en")).toBe("removed");
    expect(await getPageForEdit(handle.db, created.id)).toBeNull();
    expect(await savePage(handle.db, editor, created.id, FAQ)).toEqual({
      ok: false,
      reason: "gone",
    });

    const entries = await pageAudit(created.id);
    expect(entries.map((e) => e.action)).toEqual(["create", "update", "restore", "delete"]);
    expect(entries[1]).toMatchObject({
      actorName: "Bilal",
      before: { body: FAQ.body },
      after: { body: edited.body },
    });
    expect(entries[3]).toMatchObject({ before: { path: "/faq", title: "FAQ" }, after: null });

    // Writing it again brings the page back with its history.
    expect(await savePage(handle.db, editor, null, FAQ)).toEqual(created);
    expect((await listPageVersions(handle.db, created.id)).rows).toHaveLength(4);
  });

  it("loads the demo pages once, each valid, labelled Demo, in both languages", async () => {
    const fresh = await openTestDatabase(kind);
    try {
      expect(await seedDemoPagesIfEmpty(fresh.db)).toBe(true);
      expect(await seedDemoPagesIfEmpty(fresh.db)).toBe(false);
      const pages = await listPages(fresh.db);
      expect(pages).toHaveLength((await readDemoPages()).length);
      const paths = new Set(pages.map((p) => `${p.locale}${p.path}`));
      for (const path of ["/privacy-policy", "/terms-of-service", "/about-us", "/faq"]) {
        expect(paths).toContain(`en${path}`);
        expect(paths).toContain(`ur${path}`);
      }
      expect(paths).toContain("en/admission/guidelines");
      expect(paths).toContain("ur/study-abroad/scholarships");
      expect(pages.every((p) => /Demo|ڈیمو/.test(p.title))).toBe(true);
      // Search finds pages in their language, with word forms and Urdu folding (decision 0055).
      const hits = async (query: string, locale: "en" | "ur") =>
        (await readPageHits(fresh.db, query, locale)).map((hit) => hit.path);
      expect(await hits("guardian", "en")).toEqual(["/privacy-policy"]);
      expect(await hits("scholarship", "en")).toContain("/study-abroad/scholarships");
      expect(await hits("وظائف", "ur")).toContain("/study-abroad/scholarships");
      expect(await hits("وظائف", "en")).toEqual([]);
      expect(await hits("frequently asked", "en")).toEqual(["/faq"]);
      // In the sitemap (with the Urdu copy every entry names), once each; removed, gone from it.
      const sitemap = await renderSitemap(undefined, fresh.db);
      expect(sitemap.split("<loc>http://localhost:3000/privacy-policy</loc>")).toHaveLength(2);
      expect(sitemap).toContain('hreflang="ur" href="http://localhost:3000/ur/privacy-policy"');
      const faq = pages.find((p) => p.path === "/faq" && p.locale === "en")!;
      await removePage(fresh.db, await addEditor(fresh), faq.id);
      // The Urdu FAQ stays, now on its own under its Urdu address.
      const left = await renderSitemap(undefined, fresh.db);
      expect(left).not.toContain("<loc>http://localhost:3000/faq</loc>");
      expect(left).toContain("<loc>http://localhost:3000/ur/faq</loc>");
      expect(await hits("frequently asked", "en")).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it("stores contact messages, queues each to the support address, logs each change of state", async () => {
    const desk = { email: "help@parhai.test", siteUrl: "https://parhai.test" };
    const id = await storeContactMessage(
      handle.db,
      {
        name: "Sana",
        email: "sana@example.com",
        topic: "privacy",
        message: "Please <b>delete</b>.",
      },
      "ur",
      desk,
    );
    const [mail] = await handle.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.kind, "contact"), eq(mailMessages.recipient, desk.email)))
      .orderBy(desc(mailMessages.id))
      .limit(1);
    expect(mail).toMatchObject({ locale: "ur", headers: { "Reply-To": "sana@example.com" } });
    expect(mail!.text).toContain("Please <b>delete</b>.");
    expect(mail!.html).toContain("Please &lt;b&gt;delete&lt;/b&gt;.");
    expect(mail!.html).toContain("https://parhai.test/admin/messages");
    expect((await listContactMessages(handle.db, false)).rows.map((m) => m.id)).toContain(id);
    expect(await setContactStatus(handle.db, editor, id, "answered")).toBe(true);
    expect(await setContactStatus(handle.db, editor, id, "archived")).toBe(true);
    expect(await setContactStatus(handle.db, editor, 999_999, "read")).toBe(false);
    expect((await listContactMessages(handle.db, false)).rows.map((m) => m.id)).not.toContain(id);
    expect((await listContactMessages(handle.db, true)).rows.map((m) => m.id)).toContain(id);
    const [row] = await handle.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ status: "archived", locale: "ur" });
    const entries = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, "contact"), eq(auditLog.subjectId, String(id))))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.before, e.after])).toEqual([
      [{ status: "new" }, { status: "answered" }],
      [{ status: "answered" }, { status: "archived" }],
    ]);
  });

  it("lists contact messages 50 at a time, newest first, each page after the last one shown", async () => {
    const fresh = await openTestDatabase(kind);
    try {
      const desk = { email: "help@parhai.test", siteUrl: "https://parhai.test" };
      const ids: number[] = [];
      for (let n = 0; n < 51; n += 1) {
        const input = {
          name: `S${n}`,
          email: "s@example.com",
          topic: "other",
          message: "A question here.",
        } as const;
        ids.push(await storeContactMessage(fresh.db, input, "en", desk));
      }
      const first = await listContactMessages(fresh.db, false);
      expect(first.rows.map((m) => m.id)).toEqual(ids.slice(1).reverse());
      expect(first.next).toBe(String(ids[1]));
      const second = await listContactMessages(fresh.db, false, Number(first.next));
      expect(second.rows.map((m) => m.id)).toEqual([ids[0]]);
      expect(second.next).toBeNull();
    } finally {
      await fresh.close();
    }
  });
});
