import { describe, expect, it } from "vitest";
import { parseDocumentFields } from "../src/server/library/fields";
import { buildLibraryDocuments, LARGE_LIBRARY } from "./library-catalogue";

describe("buildLibraryDocuments", () => {
  const rows = buildLibraryDocuments(LARGE_LIBRARY);

  it("has 50,000 rows the upload form accepts, the same every time, a fifth 9th physics papers", () => {
    expect(rows).toHaveLength(50_000);
    expect(buildLibraryDocuments(LARGE_LIBRARY)[49_999]).toEqual(rows[49_999]);
    for (const row of rows.slice(0, 300)) {
      const fields = Object.fromEntries(
        Object.entries(row).map(([name, value]) => [name, value === null ? "" : String(value)]),
      );
      expect(parseDocumentFields(fields).ok, JSON.stringify(row)).toBe(true);
    }
    const deep = rows.filter((row) => row.kind === "past-papers" && row.class === "9th");
    expect(deep.filter((row) => row.subject === "physics").length).toBeGreaterThanOrEqual(10_000);
  });
});
