import "server-only";
import { asc, between, count, isNull, max, sql } from "drizzle-orm";
import { findLectureClass, findSubject } from "@/content/classes";
import { chapterHref, classHref, subjectHref } from "@/lib/lecture-urls";
import {
  MAX_SITEMAP_URLS,
  sitemapChildName,
  sitemapIndexXml,
  idRange,
  urlsetXml,
  type SitemapChild,
  type SitemapEntry,
} from "@/lib/sitemap";
import { localePath } from "@/lib/locale-path";
import { updateHref } from "@/lib/update-urls";
import { getDb, type Database } from "@/server/db/client";
import { libraryDocumentPages, libraryListEntries } from "@/server/library/sitemap";
import { lectures, libraryDocuments, sitePages, updates } from "@/server/db/schema";
import { absoluteUrl } from "./site-url";

const latest = (dates: (Date | null)[]): Date | null =>
  dates.reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null);

/**
 * Home, /latest, and every class, chapter list and chapter player that has lectures, with the
 * newest change of its lectures (or updates) as lastmod, the pages editors wrote, each once
 * with hreflang for the languages it is written in (decision 0070), and the library's lists
 * (decision 0090). Coming Soon pages are not listed; updates and documents are apart (BY_ID).
 */
async function readPages(db: Database): Promise<SitemapEntry[]> {
  const [chapters, [newest], written, library] = await Promise.all([
    db
      .select({
        classSlug: lectures.classSlug,
        subject: lectures.subject,
        chapterNo: lectures.chapterNo,
        chapterName: lectures.chapterName,
        changedAt: max(lectures.updatedAt),
      })
      .from(lectures)
      .groupBy(lectures.classSlug, lectures.subject, lectures.chapterNo, lectures.chapterName)
      .orderBy(
        asc(lectures.classSlug),
        asc(lectures.subject),
        asc(lectures.chapterNo),
        sql`${lectures.chapterName} COLLATE "C"`,
      ),
    db.select({ postedAt: max(updates.postedAt) }).from(updates),
    db
      .select({ path: sitePages.path, locale: sitePages.locale, updatedAt: sitePages.updatedAt })
      .from(sitePages)
      .where(isNull(sitePages.removedAt))
      .orderBy(asc(sitePages.path), asc(sitePages.locale)),
    libraryListEntries(db),
  ]);
  const classes = new Map<string, Date | null>();
  const subjects = new Map<string, Date | null>();
  const chapterEntries: SitemapEntry[] = [];
  for (const chapter of chapters) {
    if (!findLectureClass(chapter.classSlug) || !findSubject(chapter.classSlug, chapter.subject)) {
      continue;
    }
    const classPath = classHref(chapter.classSlug);
    const subjectPath = subjectHref(chapter.classSlug, chapter.subject);
    classes.set(classPath, latest([classes.get(classPath) ?? null, chapter.changedAt]));
    subjects.set(subjectPath, latest([subjects.get(subjectPath) ?? null, chapter.changedAt]));
    chapterEntries.push({ loc: absoluteUrl(chapterHref(chapter)), lastmod: chapter.changedAt });
  }
  const newestUpdate = newest?.postedAt ?? null;
  const byPath = (map: Map<string, Date | null>) =>
    [...map].map(([path, lastmod]) => ({ loc: absoluteUrl(path), lastmod }));
  return [
    { loc: absoluteUrl("/"), lastmod: latest([newestUpdate, ...classes.values()]) },
    { loc: absoluteUrl("/latest"), lastmod: newestUpdate },
    ...byPath(classes),
    ...byPath(subjects),
    ...chapterEntries,
    ...writtenPages(written),
    ...library,
  ];
}

/** The pages editors wrote, one entry per address, ordered by address then language. */
function writtenPages(rows: { path: string; locale: string; updatedAt: Date }[]): SitemapEntry[] {
  const entries = new Map<string, { lastmod: Date | null; languages: ("en" | "ur")[] }>();
  for (const row of rows) {
    const entry = entries.get(row.path) ?? { lastmod: null, languages: [] };
    entry.lastmod = latest([entry.lastmod, row.updatedAt]);
    entry.languages.push(row.locale === "ur" ? "ur" : "en");
    entries.set(row.path, entry);
  }
  return [...entries].map(([path, { lastmod, languages }]) => ({
    loc: absoluteUrl(languages.includes("en") ? path : localePath(path, "ur")),
    lastmod,
    languages,
  }));
}

/** The update pages whose ids lie in [from, to], by id. */
async function readUpdatePages(db: Database, from: number, to: number): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ id: updates.id, title: updates.title, postedAt: updates.postedAt })
    .from(updates)
    .where(between(updates.id, from, to))
    .orderBy(asc(updates.id));
  return rows.map((row) => ({ loc: absoluteUrl(updateHref(row)), lastmod: row.postedAt }));
}

/**
 * The rows that grow without bound, each in the child file of its id's block: the index counts
 * them and takes each block's newest change in the database, never reading the rows.
 */
const BY_ID = {
  updates: { table: updates, changed: updates.postedAt, read: readUpdatePages },
  documents: {
    table: libraryDocuments,
    changed: libraryDocuments.updatedAt,
    read: libraryDocumentPages,
  },
} as const;

type ByIdKind = keyof typeof BY_ID;
const BY_ID_KINDS = Object.keys(BY_ID) as ByIdKind[];

/** The rows of one block of ids, as its child file lists them. */
function readBlock(db: Database, kind: ByIdKind, block: number, limit: number) {
  const { from, to } = idRange(block, limit);
  return BY_ID[kind].read(db, from, to);
}

/**
 * Each block of ids that holds rows of a kind, with how many and their newest change: one
 * primary-key range read per block, so no sort of the whole table (decision 0027).
 */
async function idBlocks(db: Database, kind: ByIdKind, limit: number) {
  const { table, changed } = BY_ID[kind];
  const [last] = await db.select({ id: max(table.id) }).from(table);
  const blocks = Array.from({ length: Math.ceil((last?.id ?? 0) / limit) }, (_, block) => block);
  const read = blocks.map(async (block) => {
    const { from, to } = idRange(block, limit);
    const [row] = await db
      .select({ rows: count(), lastmod: max(changed) })
      .from(table)
      .where(between(table.id, from, to));
    return { child: { kind, block }, rows: row?.rows ?? 0, lastmod: row?.lastmod ?? null };
  });
  return (await Promise.all(read)).filter((found) => found.rows > 0);
}

/**
 * /sitemap.xml: one `<urlset>` while the site has at most 50,000 URLs, else a `<sitemapindex>`
 * of child files, each within the limit (decision 0027).
 */
export async function renderSitemap(
  limit = MAX_SITEMAP_URLS,
  database?: Database,
): Promise<string> {
  const db = database ?? (await getDb());
  const [pages, ...kinds] = await Promise.all([
    readPages(db),
    ...BY_ID_KINDS.map((kind) => idBlocks(db, kind, limit)),
  ]);
  const blocks = kinds.flat();
  if (pages.length + blocks.reduce((sum, found) => sum + found.rows, 0) <= limit) {
    const rest = await Promise.all(
      blocks.map(({ child }) => readBlock(db, child.kind, child.block, limit)),
    );
    return urlsetXml([...pages, ...rest.flat()]);
  }
  const children: { child: SitemapChild; lastmod: Date | null }[] = [];
  for (let block = 0; block * limit < pages.length; block += 1) {
    const slice = pages.slice(block * limit, (block + 1) * limit);
    children.push({
      child: { kind: "pages", block },
      lastmod: latest(slice.map((p) => p.lastmod)),
    });
  }
  children.push(...blocks);
  return sitemapIndexXml(
    children.map(({ child, lastmod }) => ({
      loc: absoluteUrl(`/sitemaps/${sitemapChildName(child)}`),
      lastmod,
    })),
  );
}

/** One child sitemap of the index; null when it would be empty (the route answers 404). */
export async function renderSitemapChild(
  child: SitemapChild,
  limit = MAX_SITEMAP_URLS,
  database?: Database,
): Promise<string | null> {
  const db = database ?? (await getDb());
  let entries: SitemapEntry[];
  if (child.kind === "pages") {
    entries = (await readPages(db)).slice(child.block * limit, (child.block + 1) * limit);
  } else {
    entries = await readBlock(db, child.kind, child.block, limit);
  }
  return entries.length === 0 ? null : urlsetXml(entries);
}
