import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readContentVersion } from "@/server/content/version";
import type { DatabaseHandle } from "@/server/db/client";
import { auditLog } from "@/server/db/schema";
import type { DocumentFields } from "@/server/library/fields";
import {
  DOCUMENTS_PER_PAGE,
  filterValues,
  kindCounts,
  listDocuments,
  readOriginal,
  readPageImage,
  subjectCounts,
} from "@/server/library/queries";
import { createDocument, updateDocument } from "@/server/library/writes";
import { DATABASE_KINDS, openTestDatabase } from "./databases";

const page = (label: string) => ({
  phone: Buffer.from(`${label}-phone`),
  zoom: Buffer.from(`${label}-zoom`),
  thumb: Buffer.from(`${label}-thumb`),
  width: 720,
  height: 1018,
  text: label,
});

const paper = (board: string, year: number, n: number): DocumentFields => ({
  kind: "past-papers",
  class: "9th",
  subject: "physics",
  title: `Paper ${n}`,
  chapter: null,
  board,
  year,
  group: "science",
  part: "1",
  paper: n % 2 === 0 ? "objective" : "subjective",
  exam: "annual",
});

describe.each(DATABASE_KINDS)("library listings on %s", (kind) => {
  let handle: DatabaseHandle;
  const place = { kind: "past-papers", class: "9th", subject: "physics" } as const;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    for (let n = 1; n <= DOCUMENTS_PER_PAGE + 5; n++) {
      const fields = paper(n <= 20 ? "bise-lahore" : "fbise", n % 3 === 0 ? 2023 : 2024, n);
      const pdf = new TextEncoder().encode(`%PDF-1.7 ${n}`);
      await createDocument(handle.db, { fields, pdf, pages: [page(`p${n}`)] }, null);
    }
    const notes = { ...paper("bise-lahore", 2024, 0), kind: "notes" as const, board: null };
    await createDocument(handle.db, { fields: notes, pdf: new Uint8Array(8), pages: [] }, null);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("counts documents per subject and per kind and class", async () => {
    expect(await subjectCounts("past-papers", "9th", handle.db)).toEqual([
      { subject: "physics", count: 25 },
    ]);
    expect(await subjectCounts("books", "9th", handle.db)).toEqual([]);
    const counts = await kindCounts(handle.db);
    expect(counts.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: "notes", class: "9th", count: 1 },
      { kind: "past-papers", class: "9th", count: 25 },
    ]);
  });

  it("pages newest first with a cursor, and filters by any field", async () => {
    const first = await listDocuments(place, {}, undefined, handle.db);
    expect(first.rows.map((row) => row.title).slice(0, 2)).toEqual(["Paper 25", "Paper 24"]);
    expect([first.rows.length, first.more]).toEqual([DOCUMENTS_PER_PAGE, true]);
    const next = await listDocuments(place, {}, first.rows.at(-1)!.id, handle.db);
    expect(next.rows.map((row) => row.title)).toEqual([
      "Paper 5",
      "Paper 4",
      "Paper 3",
      "Paper 2",
      "Paper 1",
    ]);
    expect(next.more).toBe(false);
    const fbise2023 = await listDocuments(
      place,
      { board: "fbise", year: "2023" },
      undefined,
      handle.db,
    );
    expect(fbise2023.rows.map((row) => row.title)).toEqual(["Paper 24", "Paper 21"]);
    const values = await filterValues(place, handle.db);
    expect(values).toMatchObject({
      board: ["bise-lahore", "fbise"],
      year: ["2023", "2024"],
      paper: ["objective", "subjective"],
    });
  });

  it("serves a file only at the document's current version, and a replacement is audited", async () => {
    const [row] = (await listDocuments(place, {}, undefined, handle.db)).rows;
    const image = await readPageImage(row!.id, row!.version, 1, "phone", handle.db);
    expect(image?.toString()).toBe("p25-phone");
    const pdf = new TextEncoder().encode("%PDF-1.7 replaced");
    const fields = paper("fbise", 2024, 25);
    const replaced = await updateDocument(
      handle.db,
      row!.id,
      { fields, file: { pdf, pages: [page("new"), page("new2")] } },
      null,
    );
    expect(replaced?.pages).toBe(2);
    expect(await readPageImage(row!.id, row!.version, 1, "phone", handle.db)).toBeNull();
    const fresh = await readPageImage(row!.id, replaced!.version, 2, "zoom", handle.db);
    expect(fresh?.toString()).toBe("new2-zoom");
    expect((await readOriginal(row!.id, replaced!.version, handle.db))?.pdf.toString()).toBe(
      "%PDF-1.7 replaced",
    );
    const entries = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(row!.id)))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => entry.action)).toEqual(["create", "update"]);
    expect(entries[1]?.before).toMatchObject({ pages: 1 });
    expect(entries[1]?.after).toMatchObject({ pages: 2 });
    expect(await updateDocument(handle.db, 999_999, { fields }, null)).toBeNull();
    // Every write moved the content version, which drops kept pages (26 created, 1 replaced).
    expect(await readContentVersion(handle.db)).toBe(27);
  });
});
