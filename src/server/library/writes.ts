import { createHash } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { bumpContentVersion } from "@/server/content/version";
import type { Database } from "@/server/db/client";
import {
  libraryDocuments,
  libraryFiles,
  libraryPages,
  librarySearchDocuments,
} from "@/server/db/schema";
import { writeAudit, type Actor } from "@/server/workspace/audit";
import { titleSlug } from "./catalogue";
import type { ConvertedPage } from "./convert";
import type { DocumentFields } from "./fields";
import { documentSearchText } from "./search-text";

/**
 * Writing a converted document (decision 0075): the row, the original and every page in one
 * transaction with its audit entry and the content version, so a failure leaves nothing
 * half-published and kept pages show the change.
 */

/** Pages per statement: a page's three images are up to about 400 KB together. */
const PAGES_PER_STATEMENT = 10;

export type DocumentRow = typeof libraryDocuments.$inferSelect;

function versionOf(pdf: Uint8Array): string {
  return createHash("sha256").update(pdf).digest("hex").slice(0, 16);
}

/** The fields the audit log keeps (never the bytes). */
function audited(row: DocumentRow): Record<string, unknown> {
  const values: Record<string, unknown> = { ...row };
  for (const key of ["createdAt", "updatedAt", "version"]) delete values[key];
  return values;
}

/** The change's audit entry, and the content version moved so kept pages show it (0057). */
async function recordChange(
  tx: Database,
  actor: Actor | null,
  action: "create" | "update" | "delete",
  row: DocumentRow,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  await bumpContentVersion(tx);
  await writeAudit(tx, {
    actor,
    kind: "document",
    action,
    subjectId: row.id,
    summary: row.title,
    before,
    after,
  });
}

async function writePages(tx: Database, documentId: number, pages: ConvertedPage[]) {
  await tx.delete(libraryPages).where(eq(libraryPages.documentId, documentId));
  for (let start = 0; start < pages.length; start += PAGES_PER_STATEMENT) {
    await tx.insert(libraryPages).values(
      pages.slice(start, start + PAGES_PER_STATEMENT).map((page, index) => ({
        documentId,
        page: start + index + 1,
        ...page,
      })),
    );
  }
}

/** The document /search reads (decision 0090), from the row and the pages now written. */
async function writeSearchDocument(tx: Database, row: DocumentRow) {
  const pages = await tx
    .select({ text: libraryPages.text })
    .from(libraryPages)
    .where(eq(libraryPages.documentId, row.id))
    .orderBy(asc(libraryPages.page));
  const text = documentSearchText(
    row,
    pages.map((page) => page.text),
  );
  await tx
    .insert(librarySearchDocuments)
    .values({ documentId: row.id, document: sql`search_document(${text})` })
    .onConflictDoUpdate({
      target: librarySearchDocuments.documentId,
      set: { document: sql`excluded.document` },
    });
}

export type NewDocument = { fields: DocumentFields; pdf: Uint8Array; pages: ConvertedPage[] };

export async function createDocument(
  db: Database,
  document: NewDocument,
  actor: Actor | null,
  options: { demo?: boolean } = {},
): Promise<DocumentRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(libraryDocuments)
      .values({
        ...document.fields,
        slug: titleSlug(document.fields.title),
        pages: document.pages.length,
        size: document.pdf.length,
        version: versionOf(document.pdf),
        demo: options.demo ?? false,
      })
      .returning();
    if (!row) throw new Error("The document was not written.");
    await tx.insert(libraryFiles).values({ documentId: row.id, pdf: Buffer.from(document.pdf) });
    await writePages(tx, row.id, document.pages);
    await writeSearchDocument(tx, row);
    await recordChange(tx, actor, "create", row, null, audited(row));
    return row;
  });
}

/** New fields, and a new file when one was sent; null when the document is gone. */
export async function updateDocument(
  db: Database,
  id: number,
  change: { fields: DocumentFields; file?: { pdf: Uint8Array; pages: ConvertedPage[] } },
  actor: Actor | null,
): Promise<DocumentRow | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(libraryDocuments)
      .where(eq(libraryDocuments.id, id))
      .for("update");
    if (!before) return null;
    const file = change.file;
    const [row] = await tx
      .update(libraryDocuments)
      .set({
        ...change.fields,
        slug: titleSlug(change.fields.title),
        ...(file && {
          pages: file.pages.length,
          size: file.pdf.length,
          version: versionOf(file.pdf),
        }),
      })
      .where(eq(libraryDocuments.id, id))
      .returning();
    if (!row) return null;
    if (file) {
      await tx
        .update(libraryFiles)
        .set({ pdf: Buffer.from(file.pdf) })
        .where(eq(libraryFiles.documentId, id));
      await writePages(tx, id, file.pages);
    }
    await writeSearchDocument(tx, row);
    const replaced = file && { version: before.version };
    await recordChange(
      tx,
      actor,
      "update",
      row,
      { ...audited(before), ...replaced },
      {
        ...audited(row),
        ...(file && { version: row.version }),
      },
    );
    return row;
  });
}

/** Removes a document with its file and pages; false when it was already gone. */
export async function deleteDocument(db: Database, id: number, actor: Actor | null) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(libraryDocuments).where(eq(libraryDocuments.id, id)).returning();
    if (!row) return false;
    await recordChange(tx, actor, "delete", row, audited(row), null);
    return true;
  });
}
