import { describe, expect, it } from "vitest";
import { updateRow } from "@/server/content/schemas";
import { parseContentFile } from "@/server/content/parse";
import { readUpdateForm } from "./update-input";

const update = {
  title: "Board results",
  content: "Out today.",
  link: "https://example.com/results",
  thumbnail: "https://example.com/r.png",
  postedAt: "2026-11-22",
};

describe("tags typed in Urdu", () => {
  it("the update form splits new tags on the Urdu comma, with the picked ones kept", async () => {
    const form = new FormData();
    form.append("tags", "Results");
    form.append("newTags", "داخلے، لاہور بورڈ؛ Admissions, MDCAT");
    const { row } = await readUpdateForm(form, new Date("2026-11-22T10:00:00Z"));
    expect(row.tags).toEqual(["Results", "داخلے", "لاہور بورڈ", "Admissions", "MDCAT"]);
    expect(updateRow.parse({ ...update, tags: row.tags }).tags).toHaveLength(5);
  });

  it("the importer splits a list entry or a text of tags the same way", () => {
    const file = JSON.stringify({
      updates: [
        { ...update, tags: ["داخلے، لاہور بورڈ", "نتائج"] },
        { ...update, title: "Second", tags: "داخلے، نتائج" },
      ],
    });
    const result = parseContentFile(file, "feed.json");
    expect(result.ok && result.rows.updates.map((row) => row.tags)).toEqual([
      ["داخلے", "لاہور بورڈ", "نتائج"],
      ["داخلے", "نتائج"],
    ]);
  });
});
