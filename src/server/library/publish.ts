import type { Database } from "@/server/db/client";
import type { Actor } from "@/server/workspace/audit";
import { convertPdf, type Refusal } from "./convert";
import type { DocumentFields } from "./fields";
import { createDocument, updateDocument, type DocumentRow } from "./writes";

export type Published = { ok: true; row: DocumentRow } | { ok: false; refused: Refusal };

/** Converts a PDF, then writes the document with its pages; nothing is written if refused. */
export async function publishPdf(
  db: Database,
  fields: DocumentFields,
  pdf: Uint8Array,
  actor: Actor | null,
  options: { demo?: boolean; onProgress?: (page: number, pages: number) => void } = {},
): Promise<Published> {
  const conversion = await convertPdf(pdf, options.onProgress);
  if (!conversion.ok) return conversion;
  const row = await createDocument(db, { fields, pdf, pages: conversion.pages }, actor, options);
  return { ok: true, row };
}

/** New fields and, when sent, a new PDF converted first; null row when the document is gone. */
export async function republish(
  db: Database,
  id: number,
  fields: DocumentFields,
  pdf: Uint8Array | undefined,
  actor: Actor | null,
): Promise<{ ok: true; row: DocumentRow | null } | { ok: false; refused: Refusal }> {
  if (!pdf) return { ok: true, row: await updateDocument(db, id, { fields }, actor) };
  const conversion = await convertPdf(pdf);
  if (!conversion.ok) return conversion;
  const file = { pdf, pages: conversion.pages };
  return { ok: true, row: await updateDocument(db, id, { fields, file }, actor) };
}
