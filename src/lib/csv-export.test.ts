import { describe, expect, it } from "vitest";
import { csvCell, csvLines } from "./csv-export";

describe("csvCell", () => {
  it("leaves plain values alone", () => {
    expect(csvCell("ali@example.pk")).toBe("ali@example.pk");
  });

  it.each([
    ['=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"'],
    ["+92300", "'+92300"],
    ["-1+1", "'-1+1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", '"\'\rcmd"'],
  ])("keeps %j from being read as a formula", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("quotes commas, quotes and line breaks", () => {
    expect(csvCell('a,"b"\nc')).toBe('"a,""b""\nc"');
  });
});

describe("csvLines", () => {
  it("writes one CRLF line per row", () => {
    expect(
      csvLines([
        ["email", "subscribed_at"],
        ["a@b.pk", "2026-11-23"],
      ]),
    ).toBe("email,subscribed_at\r\na@b.pk,2026-11-23\r\n");
  });
});
