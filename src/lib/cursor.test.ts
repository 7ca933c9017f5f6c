import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cursorInt, cursorText, decodeCursor, encodeCursor } from "./cursor";

const shape = z.tuple([cursorText, cursorInt]);

describe("cursors", () => {
  it("round-trip the values of the last row, unicode included", () => {
    const cursor = encodeCursor(["پڑھائی / 9th", 42]);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, shape)).toEqual(["پڑھائی / 9th", 42]);
  });

  it.each([
    [undefined],
    [""],
    ["not base64!"],
    [encodeCursor(["a"])], // wrong shape
    [encodeCursor(["a", 1.5])],
    [encodeCursor(["a", 2 ** 40])],
    [encodeCursor(["a\u0000b", 1])],
    [Buffer.from("{not json").toString("base64url")],
    ["A".repeat(2000)],
    [["array", "value"]],
  ])("treat %s as the first page", (raw) => {
    expect(decodeCursor(raw, shape)).toBeNull();
  });
});
