import type { Database } from "@/server/db/client";
import type { Actor } from "@/server/workspace/audit";
import { checkBulkManifest, type BulkEntry, type BulkError } from "./bulk-manifest";
import { readBulkZip } from "./bulk-zip";
import { convertPdfs, precheck } from "./convert";
import { createDocument, type DocumentRow } from "./writes";

/** Where a bulk upload is: a document's page done, of how many, and which document of all. */
export type BulkProgress = (progress: {
  document: number;
  documents: number;
  page: number;
  pages: number;
}) => void;

export type BulkResult = { ok: true; rows: DocumentRow[] } | { ok: false; errors: BulkError[] };

export type BulkCheck =
  { ok: true; entries: BulkEntry[]; pdfs: Uint8Array[] } | { ok: false; errors: BulkError[] };

/**
 * What can be told without converting (decision 0091): the ZIP, then every row, then every PDF's
 * signature; each stage answers all its errors, a PDF's named by its row.
 */
export function checkBulk(zip: Uint8Array): BulkCheck {
  const read = readBulkZip(zip);
  if (!read.ok) return read;
  const check = checkBulkManifest(read.csv, new Set(read.pdfs.keys()));
  if (!check.ok) return check;
  const pdfs = check.entries.map((entry) => read.pdfs.get(entry.file)!);
  const errors = pdfs.flatMap((pdf, index) => {
    const refused = precheck(pdf);
    return refused ? [refusedAt(check.entries, index, refused)] : [];
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, entries: check.entries, pdfs };
}

function refusedAt(entries: BulkEntry[], index: number, refused: string): BulkError {
  return { line: entries[index]!.line, field: "file", message: refused };
}

/**
 * A ZIP of PDFs with a CSV of their fields (decision 0091): checked whole first (checkBulk); the
 * PDFs are converted one at a time in the conversion thread; any refusal is named by its row, and
 * then nothing is written. Only when every document converted are they all written, in one
 * transaction with their audit entries.
 */
export async function publishBulk(
  db: Database,
  zip: Uint8Array,
  actor: Actor | null,
  onProgress?: BulkProgress,
): Promise<BulkResult> {
  const check = checkBulk(zip);
  if (!check.ok) return check;
  const { entries, pdfs } = check;
  const documents = pdfs.length;
  const conversions = await convertPdfs(pdfs, (page, pages, document) =>
    onProgress?.({ document: document + 1, documents, page, pages }),
  );
  const refusals = conversions.flatMap((conversion, index) =>
    conversion.ok ? [] : [refusedAt(entries, index, conversion.refused)],
  );
  if (refusals.length > 0) return { ok: false, errors: refusals };

  const rows = await db.transaction(async (tx) => {
    const written: DocumentRow[] = [];
    for (const [index, entry] of entries.entries()) {
      const conversion = conversions[index]!;
      if (!conversion.ok) throw new Error("A refused conversion reached the writes.");
      const document = { fields: entry.fields, pdf: pdfs[index]!, pages: conversion.pages };
      written.push(await createDocument(tx, document, actor));
    }
    return written;
  });
  return { ok: true, rows };
}
