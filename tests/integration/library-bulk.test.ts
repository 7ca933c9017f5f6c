import { count, eq } from "drizzle-orm";
import { strToU8, zipSync, type Zippable } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { auditLog, libraryDocuments, libraryFiles, libraryPages } from "@/server/db/schema";
import { publishBulk, type BulkProgress } from "@/server/library/bulk";
import { BULK_ZIP_LIMITS } from "@/server/library/bulk-zip";
import { readSearchList } from "@/server/search/queries";
import { disguisedExecutable, scriptedPdf, textPdf } from "../support/pdfs";
import { DATABASE_KINDS, openTestDatabase } from "./databases";

const HEADER = "file,kind,class,subject,title,chapter,board,year";
const csv = (...rows: string[]) => strToU8([HEADER, ...rows].join("\n"));
const zip = (files: Zippable) => zipSync(files, { level: 1 });

describe.each(DATABASE_KINDS)("bulk upload on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  async function written() {
    const db = handle.db;
    const [documents] = await db.select({ n: count() }).from(libraryDocuments);
    const [files] = await db.select({ n: count() }).from(libraryFiles);
    const [pages] = await db.select({ n: count() }).from(libraryPages);
    const [audit] = await db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.kind, "document"));
    return [documents?.n, files?.n, pages?.n, audit?.n];
  }

  it("names a bad row and its field, and writes nothing", async () => {
    const upload = zip({
      "papers.csv": csv(
        "a.pdf,notes,9th,physics,Chapter 1 notes,1,,",
        "b.pdf,past-papers,9th,geography,Paper,,bise-lahore,2024",
      ),
      "a.pdf": await textPdf(1),
      "b.pdf": await textPdf(1),
    });
    expect(await publishBulk(handle.db, upload, null)).toEqual({
      ok: false,
      errors: [{ line: 3, field: "subject", message: "choice" }],
    });
    expect(await written()).toEqual([0, 0, 0, 0]);
  });

  it("refuses a disguised file and a PDF with a script by their rows, writing nothing", async () => {
    const rows = ["a.pdf,notes,9th,physics,Chapter 1 notes,1,,", "b.pdf,notes,9th,physics,Two,2,,"];
    const disguised = zip({
      "fields.csv": csv(rows[0]!, rows[1]!.replace("Two", "Chapter 2")),
      "a.pdf": await textPdf(1),
      "b.pdf": disguisedExecutable(),
    });
    expect(await publishBulk(handle.db, disguised, null)).toEqual({
      ok: false,
      errors: [{ line: 3, field: "file", message: "notPdf" }],
    });
    const scripted = zip({
      "fields.csv": csv(rows[0]!, rows[1]!.replace("Two", "Chapter 2")),
      "a.pdf": await textPdf(1),
      "b.pdf": await scriptedPdf(),
    });
    // The first PDF converts; the second is refused after it, and neither is published.
    expect(await publishBulk(handle.db, scripted, null)).toEqual({
      ok: false,
      errors: [{ line: 3, field: "file", message: "javascript" }],
    });
    expect(await written()).toEqual([0, 0, 0, 0]);
  });

  it("refuses a ZIP bomb, too many entries and a file that is not a ZIP before inflating", async () => {
    const bomb = zip({
      "fields.csv": csv("a.pdf,notes,9th,physics,Chapter 1 notes,1,,"),
      "a.pdf": new Uint8Array(BULK_ZIP_LIMITS.totalBytes + 1),
    });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await publishBulk(handle.db, bomb, null)).toEqual({
      ok: false,
      errors: [{ line: null, field: "zip", message: "zipTooBig", values: { megabytes: 100 } }],
    });
    const many: Zippable = {};
    for (let n = 0; n <= BULK_ZIP_LIMITS.entries; n++) many[`${n}.pdf`] = strToU8("%PDF-1.7");
    expect(await publishBulk(handle.db, zip(many), null)).toMatchObject({
      ok: false,
      errors: [{ field: "zip", message: "tooManyEntries" }],
    });
    expect(await publishBulk(handle.db, await textPdf(1), null)).toEqual({
      ok: false,
      errors: [{ line: null, field: "zip", message: "notZip" }],
    });
    expect(await written()).toEqual([0, 0, 0, 0]);
  });

  it("publishes every document when all are right, showing progress per document and page", async () => {
    const upload = zip({
      "fields.csv": csv(
        "notes/one.pdf,notes,9th,physics,Bulk alpha notes,1,,",
        "paper.pdf,past-papers,10th,chemistry,Bulk paper 2024,,fbise,2024",
      ),
      "notes/one.pdf": await textPdf(2, "Alpha page"),
      "paper.pdf": await textPdf(1, "Beta page"),
      "__MACOSX/._paper.pdf": strToU8("junk"),
    });
    const progress: Parameters<BulkProgress>[0][] = [];
    const result = await publishBulk(handle.db, upload, null, (step) => progress.push(step));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.rows.map((row) => [row.title, row.pages])).toEqual([
      ["Bulk alpha notes", 2],
      ["Bulk paper 2024", 1],
    ]);
    expect(progress).toContainEqual({ document: 1, documents: 2, page: 2, pages: 2 });
    expect(progress.at(-1)).toEqual({ document: 2, documents: 2, page: 1, pages: 1 });
    expect(await written()).toEqual([2, 2, 3, 2]);
    const found = await readSearchList.documents("beta", { kind: "first" }, handle.db);
    expect(found.kind === "page" && found.rows.map((row) => row.title)).toEqual([
      "Bulk paper 2024",
    ]);
  });
});
