import { describe, expect, it } from "vitest";
import { placeholderValues, preparedPerSize, rowPlaceholders } from "./prepared";
import { auditLog } from "./schema";

describe("statements built once per batch size", () => {
  it("builds a statement on the first batch of a size and reuses it for the next", () => {
    const built: number[] = [];
    const statement = preparedPerSize((size) => (built.push(size), { size }));
    expect(statement(200)).toBe(statement(200));
    expect(statement(37)).toEqual({ size: 37 });
    expect(built).toEqual([200, 37]);
  });

  it("names each row's values as the placeholders of its row and field", () => {
    const [first, second] = rowPlaceholders(auditLog, 2, ["kind", "summary"]);
    expect(Object.keys(first!)).toEqual(["kind", "summary"]);
    const names = [first!.kind, second!.summary].map((p) => (p as { name: string }).name);
    const values = placeholderValues(
      [
        { kind: "lecture", summary: "a" },
        { kind: "update", summary: "b" },
      ],
      ["kind", "summary"],
    );
    expect(names.map((name) => values[name])).toEqual(["lecture", "b"]);
  });

  it("refuses a row that leaves a field out or sets one more, rather than write NULL", () => {
    const fields = ["kind", "summary"];
    expect(() => placeholderValues([{ kind: "lecture" }], fields)).toThrow(/kind, summary/);
    expect(() => placeholderValues([{ kind: "x", summary: undefined }], fields)).toThrow();
    expect(() => placeholderValues([{ kind: "x", summary: "y", more: 1 }], fields)).toThrow();
  });
});
