import { describe, expect, it } from "vitest";
import { checkBulkManifest, MAX_BULK_DOCUMENTS } from "./bulk-manifest";

const HEADER = "file,kind,class,subject,title,board,year,paper";
const files = new Set(["a.pdf", "b.pdf"]);

describe("a bulk upload's CSV", () => {
  it("gives each row's fields when every row is right", () => {
    const csv = `\uFEFF${HEADER}\r\na.pdf,past-papers,9th,physics,Paper A,bise-lahore,2024,objective\nb.pdf,notes,10th,chemistry,"Notes, chapter 2",,,\n`;
    const check = checkBulkManifest(csv, files);
    if (!check.ok) throw new Error(JSON.stringify(check.errors));
    expect(check.entries.map((entry) => [entry.line, entry.file, entry.fields.title])).toEqual([
      [2, "a.pdf", "Paper A"],
      [3, "b.pdf", "Notes, chapter 2"],
    ]);
    expect(check.entries[0]?.fields).toMatchObject({ board: "bise-lahore", year: 2024 });
  });

  it("names the line and the column of every error, and returns no entries", () => {
    const csv = [
      HEADER,
      "a.pdf,past-papers,9th,physics,Paper A,,2024,objective",
      "c.pdf,notes,9th,geography,No,,,",
      "a.pdf,notes,9th,physics,Notes again,,,",
      "b.pdf,notes,9th,physics",
    ].join("\n");
    expect(checkBulkManifest(csv, files)).toEqual({
      ok: false,
      errors: [
        { line: 2, field: "board", message: "required" },
        { line: 3, field: "file", message: "noFile" },
        { line: 3, field: "subject", message: "choice" },
        { line: 3, field: "title", message: "titleShort" },
        { line: 4, field: "file", message: "fileTwice" },
        { line: 5, field: "-", message: "cellCount", values: { cells: 4, header: 8 } },
        { line: 5, field: "title", message: "titleShort" },
      ],
    });
  });

  it("refuses a header it does not know, a PDF no row names, and too many rows", () => {
    expect(checkBulkManifest("file,kind,colour\n", files)).toEqual({
      ok: false,
      errors: [
        { line: 1, field: "colour", message: "unknownColumn" },
        { line: 1, field: "class", message: "missingColumn" },
        { line: 1, field: "subject", message: "missingColumn" },
        { line: 1, field: "title", message: "missingColumn" },
      ],
    });
    expect(checkBulkManifest("", files)).toEqual({
      ok: false,
      errors: [{ line: 1, field: "-", message: "emptyCsv" }],
    });
    const one = `${HEADER}\na.pdf,notes,9th,physics,Notes A,,,`;
    expect(checkBulkManifest(one, files)).toEqual({
      ok: false,
      errors: [{ line: null, field: "file", message: "unlisted", values: { file: "b.pdf" } }],
    });
    const many = new Set(Array.from({ length: MAX_BULK_DOCUMENTS + 1 }, (_, i) => `${i}.pdf`));
    const rows = [...many].map((name) => `${name},notes,9th,physics,Notes ${name},,,`);
    const check = checkBulkManifest([HEADER, ...rows].join("\n"), many);
    expect(check.ok ? [] : check.errors.filter((error) => error.message === "tooMany")).toEqual([
      { line: MAX_BULK_DOCUMENTS + 2, field: "-", message: "tooMany", values: { count: 100 } },
    ]);
  });
});

describe("a bulk upload's messages", () => {
  it("has every error the checks give in English and Urdu", async () => {
    const [en, ur] = await Promise.all([
      import("../../../messages/en.json"),
      import("../../../messages/ur.json"),
    ]);
    const keys = [
      ...["emptyCsv", "unknownColumn", "missingColumn", "tooMany", "cellCount", "noFile"],
      ...["fileTwice", "noRows", "unlisted", "zipTooLarge", "notZip", "tooManyEntries"],
      ...["zipTooBig", "zipBroken", "entryBroken", "csvTooLarge", "otherFile", "oneCsv"],
    ];
    for (const messages of [en.Library.bulk.errors, ur.Library.bulk.errors])
      expect(Object.keys(messages).sort()).toEqual(keys.sort());
  });
});
