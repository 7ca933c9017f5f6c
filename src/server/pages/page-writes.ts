import "server-only";
import { and, desc, eq, isNull, ne } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { sitePages, sitePageVersions } from "@/server/db/schema";
import type { Actor, AuditEntry } from "@/server/workspace/audit";
import { changedFields, publishChange } from "@/server/workspace/change";
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

async function addVersion(tx: Database, pageId: number, page: PageInput, actor: Actor | null) {
  await tx
    .insert(sitePageVersions)
    .values({ pageId, title: page.title, body: page.body, savedBy: actor?.name ?? null });
}

/**
 * Publishes a page (id null: a new one) with its version and its audit entry, in one transaction
 * that also empties every server's kept pages (decision 0009). Writing a page at the address of
 * a removed one brings that one back, with its history.
 */
export async function savePage(
  db: Database,
  actor: Actor | null,
  id: number | null,
  page: PageInput,
  action: "update" | "restore" = "update",
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
      await addVersion(tx, newId, page, actor);
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
      await addVersion(tx, id, page, actor);
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

/** A page's versions, newest first. */
export async function listPageVersions(db: Database, pageId: number, limit = 30) {
  return db
    .select({
      id: sitePageVersions.id,
      title: sitePageVersions.title,
      savedBy: sitePageVersions.savedBy,
      savedAt: sitePageVersions.savedAt,
    })
    .from(sitePageVersions)
    .where(eq(sitePageVersions.pageId, pageId))
    .orderBy(desc(sitePageVersions.id))
    .limit(limit);
}
