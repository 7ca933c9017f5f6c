import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Database } from "@/server/db/client";
import { convertPdfs } from "./convert";
import { parseDocumentFields } from "./fields";
import { createDocument } from "./writes";

/** The demo documents made by scripts/library-demo.ts (decision 0076). */
export const LIBRARY_DEMO_FILE = "content/demo/library.json";

/**
 * Converts the demo PDFs (in one thread, so pdf.js loads once) and publishes each, marked demo,
 * like an editor's upload. Throws on a demo file that is wrong: the repository's own content
 * must load.
 */
export async function seedLibraryDemo(db: Database): Promise<number> {
  const list = JSON.parse(await readFile(LIBRARY_DEMO_FILE, "utf8")) as Record<string, unknown>[];
  const documents = await Promise.all(
    list.map(async (entry) => {
      const parsed = parseDocumentFields(entry);
      if (!parsed.ok)
        throw new Error(`Demo ${String(entry.file)}: ${JSON.stringify(parsed.errors)}`);
      const file = path.join(path.dirname(LIBRARY_DEMO_FILE), "library", String(entry.file));
      return { fields: parsed.fields, pdf: new Uint8Array(await readFile(file)), file };
    }),
  );
  const conversions = await convertPdfs(documents.map((document) => document.pdf));
  for (const [index, document] of documents.entries()) {
    const conversion = conversions[index];
    if (!conversion?.ok) throw new Error(`Demo ${document.file}: ${conversion?.refused}`);
    await createDocument(db, { ...document, pages: conversion.pages }, null, { demo: true });
  }
  return documents.length;
}
