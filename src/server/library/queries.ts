import { and, asc, count, desc, eq, lt, type SQL } from "drizzle-orm";
import { getDb, type Database } from "@/server/db/client";
import { libraryDocuments, libraryFiles, libraryPages } from "@/server/db/schema";
import { readOrFallback } from "@/server/safe-read";
import type { LibraryKind } from "./catalogue";
import type { DocumentRow } from "./writes";

/** Documents per page of a subject's list (cursor-paged, newest first; decision 0026). */
export const DOCUMENTS_PER_PAGE = 20;

export const FILTER_FIELDS = ["board", "year", "group", "part", "paper", "exam"] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];
export type Filters = Partial<Record<FilterField, string>>;

export type { DocumentRow } from "./writes";

/** The columns of a document's address (documentHref), for lists that link to documents. */
export const DOCUMENT_ADDRESS = {
  id: libraryDocuments.id,
  kind: libraryDocuments.kind,
  class: libraryDocuments.class,
  subject: libraryDocuments.subject,
  slug: libraryDocuments.slug,
  version: libraryDocuments.version,
};

const db = async (given?: Database) => given ?? (await getDb());

/** How many documents each subject of a kind and class has; null when the read failed. */
export function subjectCounts(kind: LibraryKind, classSlug: string, given?: Database) {
  return readOrFallback(
    "library subjects",
    async () =>
      (await db(given))
        .select({ subject: libraryDocuments.subject, count: count() })
        .from(libraryDocuments)
        .where(and(eq(libraryDocuments.kind, kind), eq(libraryDocuments.class, classSlug)))
        .groupBy(libraryDocuments.subject),
    null,
  );
}

/** Documents per kind and class, for the home page's cards. */
export function kindCounts(given?: Database) {
  return readOrFallback(
    "library counts",
    async () =>
      (await db(given))
        .select({ kind: libraryDocuments.kind, class: libraryDocuments.class, count: count() })
        .from(libraryDocuments)
        .groupBy(libraryDocuments.kind, libraryDocuments.class),
    [],
  );
}

export type Place = { kind: LibraryKind; class: string; subject: string };

function placeIs(place: Place): SQL[] {
  return [
    eq(libraryDocuments.kind, place.kind),
    eq(libraryDocuments.class, place.class),
    eq(libraryDocuments.subject, place.subject),
  ];
}

/** One page of a subject's documents, newest first, after `before` (an id) when given. */
export function listDocuments(place: Place, filters: Filters, before?: number, given?: Database) {
  const where = placeIs(place);
  for (const field of FILTER_FIELDS) {
    const value = filters[field];
    if (value === undefined) continue;
    where.push(eq(libraryDocuments[field], field === "year" ? Number(value) : value));
  }
  if (before !== undefined) where.push(lt(libraryDocuments.id, before));
  return readOrFallback(
    "library documents",
    async () => {
      const rows = await (
        await db(given)
      )
        .select()
        .from(libraryDocuments)
        .where(and(...where))
        .orderBy(desc(libraryDocuments.id))
        .limit(DOCUMENTS_PER_PAGE + 1);
      return { rows: rows.slice(0, DOCUMENTS_PER_PAGE), more: rows.length > DOCUMENTS_PER_PAGE };
    },
    { rows: [], more: false },
  );
}

/** The values each filter has among a subject's documents, for the filter links. */
export function filterValues(place: Place, given?: Database) {
  return readOrFallback(
    "library filters",
    async () => {
      const rows = await (
        await db(given)
      )
        .selectDistinct({
          board: libraryDocuments.board,
          year: libraryDocuments.year,
          group: libraryDocuments.group,
          part: libraryDocuments.part,
          paper: libraryDocuments.paper,
          exam: libraryDocuments.exam,
        })
        .from(libraryDocuments)
        .where(and(...placeIs(place)));
      const values = Object.fromEntries(FILTER_FIELDS.map((field) => [field, new Set<string>()]));
      for (const row of rows)
        for (const field of FILTER_FIELDS) {
          const value = row[field];
          if (value !== null) values[field]?.add(String(value));
        }
      return Object.fromEntries(
        FILTER_FIELDS.map((field) => [field, [...(values[field] ?? [])].sort()]),
      ) as Record<FilterField, string[]>;
    },
    null,
  );
}

export async function getDocument(id: number, given?: Database): Promise<DocumentRow | null> {
  const [row] = await (
    await db(given)
  )
    .select()
    .from(libraryDocuments)
    .where(eq(libraryDocuments.id, id));
  return row ?? null;
}

/** Each page's size and text, without the images. */
export async function pageTexts(id: number, given?: Database) {
  return (await db(given))
    .select({
      page: libraryPages.page,
      width: libraryPages.width,
      height: libraryPages.height,
      text: libraryPages.text,
    })
    .from(libraryPages)
    .where(eq(libraryPages.documentId, id))
    .orderBy(asc(libraryPages.page));
}

export type ImageSize = "phone" | "zoom" | "thumb";

/** A page's image, only while `version` is the document's (old URLs end with a replacement). */
export async function readPageImage(
  id: number,
  version: string,
  page: number,
  size: ImageSize,
  given?: Database,
): Promise<Buffer | null> {
  const [row] = await (
    await db(given)
  )
    .select({ image: libraryPages[size] })
    .from(libraryPages)
    .innerJoin(libraryDocuments, eq(libraryDocuments.id, libraryPages.documentId))
    .where(
      and(
        eq(libraryPages.documentId, id),
        eq(libraryPages.page, page),
        eq(libraryDocuments.version, version),
      ),
    );
  return row?.image ?? null;
}

export async function readOriginal(id: number, version: string, given?: Database) {
  const [row] = await (
    await db(given)
  )
    .select({ pdf: libraryFiles.pdf, slug: libraryDocuments.slug })
    .from(libraryFiles)
    .innerJoin(libraryDocuments, eq(libraryDocuments.id, libraryFiles.documentId))
    .where(and(eq(libraryFiles.documentId, id), eq(libraryDocuments.version, version)));
  return row ?? null;
}

/** Every document, newest first, for the workspace's list: a page after the row `after`. */
export async function latestDocuments(after?: number, given?: Database) {
  const rows = await (
    await db(given)
  )
    .select()
    .from(libraryDocuments)
    .where(after === undefined ? undefined : lt(libraryDocuments.id, after))
    .orderBy(desc(libraryDocuments.id))
    .limit(DOCUMENTS_PER_PAGE + 1);
  return { rows: rows.slice(0, DOCUMENTS_PER_PAGE), more: rows.length > DOCUMENTS_PER_PAGE };
}

/** How many documents of each kind a class's subject has (the lecture screens link to them). */
export function subjectKinds(classSlug: string, subject: string, given?: Database) {
  return readOrFallback(
    "library kinds of a subject",
    async () =>
      (await db(given))
        .select({ kind: libraryDocuments.kind, count: count() })
        .from(libraryDocuments)
        .where(and(eq(libraryDocuments.class, classSlug), eq(libraryDocuments.subject, subject)))
        .groupBy(libraryDocuments.kind),
    [],
  );
}
