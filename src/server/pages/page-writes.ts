import "server-only";
import { and, desc, eq, isNull, lt, ne, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { sitePages, sitePageVersions } from "@/server/db/schema";
import type { Actor, AuditEntry } from "@/server/workspace/audit";
import { changedFields, publishChange } from "@/server/workspace/change";
import { storeImage, type EncodedImage } from "@/server/workspace/images";
import type { PageInput } from "./page-input";

export type PageSaveOutcome =
  | { ok: true; id: number }
  /** The page was removed (or never was) meanwhile. */
  | { ok: false; reason: "gone" }
  /** Another page is at this address in this language. */
  | { ok: false; reason: "taken" };

type Stored = typeof sitePages.$inferSelect;

/** What the audit log keeps of a page: its address, language, title and text. */
const recorded = (page: Pick<Stored, "path" | "locale" | "title" | "body">) => ({
  path: page.path,
  locale: page.locale,
  title: page.title,
  body: page.body,
});

function audit(
  actor: Actor | null,
  action: AuditEntry["action"],
  id: number,
  summary: string,
  change: Pick<AuditEntry, "before" | "after">,
): AuditEntry {
  return { actor, kind: "page", action, subjectId: id, summary, ...change };
}

/** Adds a version; the picture uploaded with it (its text names it) is stored in the same step. */
async function addVersion(
  tx: Database,
  pageId: number,
  page: PageInput,
  actor: Actor | null,
  picture?: EncodedImage,
) {
  if (picture) await storeImage(tx, picture);
  await tx
    .insert(sitePageVersions)
    .values({ pageId, title: page.title, body: page.body, savedBy: actor?.name ?? null });
}

/**
 * Publishes a page (id null: a new one) with its version and its audit entry, in one transaction
 * that also empties every server's kept pages (decision 0009). Writing a page at the address of
 * a removed one brings that one back, with its history. A picture uploaded with the text is
 * stored only if the page is saved.
 */
export async function savePage(
  db: Database,
  actor: Actor | null,
  id: number | null,
  page: PageInput,
  action: "update" | "restore" = "update",
  picture?: EncodedImage,
): Promise<PageSaveOutcome> {
  return publishChange<PageSaveOutcome>(db, async (tx) => {
    const [other] = await tx
      .select()
      .from(sitePages)
      .where(
        and(
          eq(sitePages.path, page.path),
          eq(sitePages.locale, page.locale),
          id === null ? undefined : ne(sitePages.id, id),
        ),
      )
      .for("update");
    const summary = `${page.path} (${page.locale}): ${page.title}`;
    if (id === null) {
      if (other && other.removedAt === null)
        return { result: { ok: false, reason: "taken" }, audit: null };
      const [row] = other
        ? await tx
            .update(sitePages)
            .set({ title: page.title, body: page.body, removedAt: null })
            .where(eq(sitePages.id, other.id))
            .returning({ id: sitePages.id })
        : await tx.insert(sitePages).values(page).returning({ id: sitePages.id });
      const newId = row!.id;
      await addVersion(tx, newId, page, actor, picture);
      const entry = audit(actor, "create", newId, summary, { before: null, after: recorded(page) });
      return { result: { ok: true, id: newId }, audit: entry };
    }
    if (other) return { result: { ok: false, reason: "taken" }, audit: null };
    const [stored] = await tx
      .select()
      .from(sitePages)
      .where(and(eq(sitePages.id, id), isNull(sitePages.removedAt)))
      .for("update");
    if (!stored) return { result: { ok: false, reason: "gone" }, audit: null };
    const diff = changedFields(recorded(stored), recorded(page));
    if (Object.keys(diff.after).length === 0) return { result: { ok: true, id }, audit: null };
    await tx.update(sitePages).set(page).where(eq(sitePages.id, id));
    if (stored.title !== page.title || stored.body !== page.body)
      await addVersion(tx, id, page, actor, picture);
    return { result: { ok: true, id }, audit: audit(actor, action, id, summary, diff) };
  });
}

/** Removes a page: its address answers a 404 that says so; its history stays. */
export async function removePage(db: Database, actor: Actor, id: number): Promise<boolean> {
  return publishChange<boolean>(db, async (tx) => {
    const [removed] = await tx
      .update(sitePages)
      .set({ removedAt: new Date() })
      .where(and(eq(sitePages.id, id), isNull(sitePages.removedAt)))
      .returning();
    if (!removed) return { result: false, audit: null };
    const summary = `${removed.path} (${removed.locale}): ${removed.title}`;
    return {
      result: true,
      audit: audit(actor, "delete", id, summary, { before: recorded(removed), after: null }),
    };
  });
}

/** Makes an earlier version the page's text again, as a new version (one step, logged). */
export async function restorePageVersion(
  db: Database,
  actor: Actor,
  pageId: number,
  versionId: number,
): Promise<PageSaveOutcome> {
  const [version] = await db
    .select()
    .from(sitePageVersions)
    .where(and(eq(sitePageVersions.id, versionId), eq(sitePageVersions.pageId, pageId)));
  const [page] = await db.select().from(sitePages).where(eq(sitePages.id, pageId));
  if (!version || !page) return { ok: false, reason: "gone" };
  const locale = page.locale === "ur" ? "ur" : "en";
  return savePage(
    db,
    actor,
    pageId,
    {
      path: page.path,
      locale,
      title: version.title,
      body: version.body,
    },
    "restore",
  );
}

const VERSIONS_PER_PAGE = 30;

/**
 * A page's versions, newest first, a page of the list at a time after the version `after`; each
 * with its number (1 the first saved), `next` the cursor of the page after this one, if any.
 */
export async function listPageVersions(db: Database, pageId: number, after?: number) {
  const rows = await db
    .select({
      id: sitePageVersions.id,
      title: sitePageVersions.title,
      savedBy: sitePageVersions.savedBy,
      savedAt: sitePageVersions.savedAt,
      // Written out: Drizzle names a column without its table in a one-table select.
      number: sql<number>`(select count(*) from site_page_versions earlier
        where earlier.page_id = ${pageId} and earlier.id <= "site_page_versions"."id")`.mapWith(
        Number,
      ),
    })
    .from(sitePageVersions)
    .where(
      and(
        eq(sitePageVersions.pageId, pageId),
        after === undefined ? undefined : lt(sitePageVersions.id, after),
      ),
    )
    .orderBy(desc(sitePageVersions.id))
    .limit(VERSIONS_PER_PAGE + 1);
  const shown = rows.slice(0, VERSIONS_PER_PAGE);
  const next = rows.length > VERSIONS_PER_PAGE ? String(shown.at(-1)!.id) : null;
  return { rows: shown, next };
}
