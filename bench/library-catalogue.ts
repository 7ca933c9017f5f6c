/**
 * The large catalogue's library (issue 34, "Scale"): 50,000 documents over every kind, class and
 * a handful of subjects, a fifth of them 9th physics past papers (the deepest listing, with its
 * filters), each with one small page. Written straight into the tables, as the workspace's
 * writes would leave them, with each document's search document; no conversion runs.
 */
import { sql } from "drizzle-orm";
import sharp from "sharp";
import type { Database } from "../src/server/db/client";
import {
  libraryDocuments,
  libraryFiles,
  libraryPages,
  librarySearchDocuments,
} from "../src/server/db/schema";
import {
  BOARDS,
  EXAMS,
  GROUPS,
  LIBRARY_KINDS,
  PAPERS,
  PARTS,
  libraryClasses,
  titleSlug,
} from "../src/server/library/catalogue";
import { documentSearchText } from "../src/server/library/search-text";

export const LARGE_LIBRARY = 50_000;

/** The listing the figures page through: a fifth of all documents. */
export const DEEP_LISTING = "/coaching/past-papers/9th/physics";
const SUBJECTS = ["physics", "chemistry", "biology", "mathematics", "english"];
const BATCH = 500;

type NewDocument = typeof libraryDocuments.$inferInsert;

/** The same rows on every call, the oldest first. */
export function buildLibraryDocuments(count: number): NewDocument[] {
  const places = LIBRARY_KINDS.flatMap((kind) =>
    libraryClasses(kind).flatMap((slug) => SUBJECTS.map((subject) => ({ kind, slug, subject }))),
  );
  return Array.from({ length: count }, (_, n): NewDocument => {
    const place =
      n % 5 === 0
        ? { kind: "past-papers" as const, slug: "9th", subject: "physics" }
        : places[n % places.length]!;
    const paper = place.kind === "past-papers";
    const title = `Bench ${place.kind} ${place.subject} ${n + 1}`;
    return {
      kind: place.kind,
      class: place.slug,
      subject: place.subject,
      chapter: place.kind === "notes" ? 1 + (n % 12) : null,
      board: paper ? BOARDS[n % BOARDS.length]! : null,
      year: paper ? 2000 + (n % 26) : null,
      group: paper ? GROUPS[n % GROUPS.length]! : null,
      part: paper ? PARTS[n % PARTS.length]! : null,
      paper: paper ? PAPERS[n % PAPERS.length]! : null,
      exam: paper ? EXAMS[n % EXAMS.length]! : null,
      title,
      slug: titleSlug(title),
      pages: 1,
      size: 2048,
      version: n.toString(16).padStart(16, "0"),
    };
  });
}

/** Writes the documents, each with a page, its original and its search document. */
export async function importLibraryCatalogue(
  db: Database,
  count: number,
  log: (line: string) => void = () => undefined,
): Promise<void> {
  const started = performance.now();
  const page = await sharp({
    create: { width: 720, height: 1018, channels: 3, background: "#ffffff" },
  })
    .webp({ quality: 72 })
    .toBuffer();
  const pdf = Buffer.from("%PDF-1.4\n% bench\n");
  const rows = buildLibraryDocuments(count);
  for (let start = 0; start < rows.length; start += BATCH) {
    const written = await db
      .insert(libraryDocuments)
      .values(rows.slice(start, start + BATCH))
      .returning();
    await db.insert(libraryFiles).values(written.map((row) => ({ documentId: row.id, pdf })));
    const text = (n: number) => `Bench page text of document ${n}: question one, question two.`;
    await db.insert(libraryPages).values(
      written.map((row) => ({
        documentId: row.id,
        page: 1,
        width: 720,
        height: 1018,
        phone: page,
        zoom: page,
        thumb: page,
        text: text(row.id),
      })),
    );
    await db.insert(librarySearchDocuments).values(
      written.map((row) => ({
        documentId: row.id,
        document: sql`search_document(${documentSearchText(row, [text(row.id)])})`,
      })),
    );
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(`  library: ${rows.length} documents (${seconds} s)`);
}
