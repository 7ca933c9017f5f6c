import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { auditLog, libraryDocuments, libraryFiles, libraryPages } from "@/server/db/schema";
import { LIBRARY_LIMITS, precheck } from "@/server/library/convert";
import type { DocumentFields } from "@/server/library/fields";
import { publishPdf } from "@/server/library/publish";
import { createDocument, deleteDocument } from "@/server/library/writes";
import {
  blankPdf,
  brokenPdfs,
  disguisedExecutable,
  encryptedPdf,
  pdfWithAttachment,
  scriptedPdf,
  textPdf,
} from "../support/pdfs";
import { DATABASE_KINDS, openTestDatabase } from "./databases";

const fields: DocumentFields = {
  kind: "past-papers",
  class: "9th",
  subject: "physics",
  title: "Physics Past Paper 2024",
  chapter: null,
  board: "bise-lahore",
  year: 2024,
  group: "science",
  part: "1",
  paper: "objective",
  exam: "annual",
};

describe.each(DATABASE_KINDS)("library conversion on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  async function rows() {
    const db = handle.db;
    const [documents] = await db.select({ n: count() }).from(libraryDocuments);
    const [files] = await db.select({ n: count() }).from(libraryFiles);
    const [pages] = await db.select({ n: count() }).from(libraryPages);
    return [documents?.n, files?.n, pages?.n];
  }

  it("publishes a good PDF: a phone image, a zoom image, a thumbnail and the text of each page", async () => {
    const progress: string[] = [];
    const result = await publishPdf(handle.db, fields, await textPdf(3, "Newton"), null, {
      onProgress: (page, pages) => progress.push(`${page}/${pages}`),
    });
    if (!result.ok) throw new Error(result.refused);
    expect(progress).toEqual(["1/3", "2/3", "3/3"]);
    expect([result.row.pages, result.row.slug]).toEqual([3, "physics-past-paper-2024"]);
    const pages = await handle.db
      .select()
      .from(libraryPages)
      .where(eq(libraryPages.documentId, result.row.id))
      .orderBy(libraryPages.page);
    expect(pages.map((page) => page.text)).toEqual(["Newton 1", "Newton 2", "Newton 3"]);
    const [phone, zoom, thumb] = await Promise.all(
      [pages[0]!.phone, pages[0]!.zoom, pages[0]!.thumb].map((bytes) => sharp(bytes).metadata()),
    );
    expect([phone?.format, phone?.width, zoom?.width, thumb?.width]).toEqual([
      "webp",
      720,
      1440,
      200,
    ]);
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.kind, "document"));
    expect([entry?.action, entry?.summary]).toEqual(["create", fields.title]);
    expect(await deleteDocument(handle.db, result.row.id, null)).toBe(true);
    expect(await rows()).toEqual([0, 0, 0]);
  });

  it("refuses hostile files with a reason and writes nothing", async () => {
    const [cut, garbage] = await brokenPdfs();
    const cases: [Uint8Array, string][] = [
      [await encryptedPdf(), "encrypted"],
      [cut!, "broken"],
      [garbage!, "broken"],
      [await blankPdf(1000), "tooManyPages"],
      [disguisedExecutable(), "notPdf"],
      [await scriptedPdf(), "javascript"],
      [await pdfWithAttachment(), "attachments"],
      [new Uint8Array(), "empty"],
    ];
    const answers = [];
    for (const [pdf] of cases) {
      const result = await publishPdf(handle.db, fields, pdf, null);
      answers.push(result.ok ? "published" : result.refused);
    }
    expect(answers).toEqual(cases.map(([, answer]) => answer));
    expect(await rows()).toEqual([0, 0, 0]);
  });

  it("refuses a file over 50 MB before reading it", () => {
    const big = new Uint8Array(LIBRARY_LIMITS.bytes + 1);
    big.set(Buffer.from("%PDF-1.7"));
    expect(precheck(big)).toBe("tooLarge");
  });

  it("leaves nothing half-written when a write fails after the first pages", async () => {
    const page = {
      phone: Buffer.from("p"),
      zoom: Buffer.from("z"),
      thumb: Buffer.from("t"),
      width: 1,
      height: 1,
      text: "ok",
    };
    // PostgreSQL refuses NUL in text: the second statement of pages fails.
    const pages = [...Array.from({ length: 12 }, () => page), { ...page, text: "bad\u0000" }];
    await expect(
      createDocument(handle.db, { fields, pdf: await textPdf(1), pages }, null),
    ).rejects.toThrow();
    expect(await rows()).toEqual([0, 0, 0]);
  });
});
