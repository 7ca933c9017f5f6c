import "server-only";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { sitePages } from "@/server/db/schema";
import type { Locale } from "@/lib/locale-path";

export type SitePage = typeof sitePages.$inferSelect;

/** The page at an address in a language: live, removed (its address says so), or none. */
export async function findPage(
  db: Database,
  path: string,
  locale: Locale,
): Promise<{ page: SitePage; languages: Locale[] } | "removed" | null> {
  const rows = await db.select().from(sitePages).where(eq(sitePages.path, path));
  const page = rows.find((row) => row.locale === locale);
  if (!page) return null;
  if (page.removedAt !== null) return "removed";
  const languages = rows.filter((row) => row.removedAt === null).map((row) => row.locale as Locale);
  return { page, languages };
}

/** Every live page, by address then language: the workspace's list, the sitemap. */
export async function listPages(db: Database) {
  return db
    .select({
      id: sitePages.id,
      path: sitePages.path,
      locale: sitePages.locale,
      title: sitePages.title,
      updatedAt: sitePages.updatedAt,
    })
    .from(sitePages)
    .where(isNull(sitePages.removedAt))
    .orderBy(asc(sitePages.path), asc(sitePages.locale));
}

/** A live page for the editor, or null. */
export async function getPageForEdit(db: Database, id: number): Promise<SitePage | null> {
  const [row] = await db
    .select()
    .from(sitePages)
    .where(and(eq(sitePages.id, id), isNull(sitePages.removedAt)));
  return row ?? null;
}
