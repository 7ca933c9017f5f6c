import type { Database } from "@/server/db/client";
import type { Actor } from "@/server/workspace/audit";
import { convertPdf, convertScans, type ConvertedPage, type Refusal } from "./convert";
import type { DocumentFields } from "./fields";
import { createDocument, updateDocument, type DocumentRow } from "./writes";

export type Published = { ok: true; row: DocumentRow } | { ok: false; refused: Refusal };

/** What an editor sends: a PDF, or a scanned paper's page images in order (decision 0105). */
export type Upload = Uint8Array | Uint8Array[];

type Converted =
  { ok: true; pdf: Uint8Array; pages: ConvertedPage[] } | { ok: false; refused: Refusal };

/** The pages, and the original students download: the PDF sent, or the one made of the scans. */
async function convertUpload(
  upload: Upload,
  onProgress?: (page: number, pages: number) => void,
): Promise<Converted> {
  const conversion = Array.isArray(upload)
    ? await convertScans(upload, onProgress)
    : await convertPdf(upload, onProgress);
  if (!conversion.ok) return conversion;
  const pdf = Array.isArray(upload) ? conversion.pdf : upload;
  return pdf ? { ok: true, pdf, pages: conversion.pages } : { ok: false, refused: "broken" };
}

/** Converts a PDF (or page images), then writes the document with its pages; nothing if refused. */
export async function publishPdf(
  db: Database,
  fields: DocumentFields,
  upload: Upload,
  actor: Actor | null,
  options: { demo?: boolean; onProgress?: (page: number, pages: number) => void } = {},
): Promise<Published> {
  const converted = await convertUpload(upload, options.onProgress);
  if (!converted.ok) return converted;
  const { pdf, pages } = converted;
  const row = await createDocument(db, { fields, pdf, pages }, actor, options);
  return { ok: true, row };
}

/** New fields and, when sent, a new file converted first; null row when the document is gone. */
export async function republish(
  db: Database,
  id: number,
  fields: DocumentFields,
  upload: Upload | undefined,
  actor: Actor | null,
): Promise<{ ok: true; row: DocumentRow | null } | { ok: false; refused: Refusal }> {
  if (!upload) return { ok: true, row: await updateDocument(db, id, { fields }, actor) };
  const converted = await convertUpload(upload);
  if (!converted.ok) return converted;
  const file = { pdf: converted.pdf, pages: converted.pages };
  return { ok: true, row: await updateDocument(db, id, { fields, file }, actor) };
}
