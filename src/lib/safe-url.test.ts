import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeHttpUrl, safeNextPath } from "./safe-url";

const hostileValues = [
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "\u0000javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "//evil.example",
  "/\\evil.example",
  "/\t/evil.example",
  "\\\\evil.example",
];

describe("safeHttpUrl", () => {
  it("accepts absolute http and https URLs", () => {
    expect(safeHttpUrl("https://example.com/notes.pdf")).toBe("https://example.com/notes.pdf");
    expect(safeHttpUrl("http://example.com")).toBe("http://example.com");
    expect(safeHttpUrl("HTTPS://EXAMPLE.COM/Quiz?id=4#start")).toBe(
      "HTTPS://EXAMPLE.COM/Quiz?id=4#start",
    );
  });

  it("accepts a path on this site", () => {
    expect(safeHttpUrl("/images/slide-1.webp")).toBe("/images/slide-1.webp");
    expect(safeHttpUrl("/")).toBe("/");
  });

  it("trims surrounding spaces from a stored value", () => {
    expect(safeHttpUrl("  https://example.com/quiz \n")).toBe("https://example.com/quiz");
  });

  it.each(hostileValues)("refuses %j", (value) => {
    expect(safeHttpUrl(value)).toBeNull();
  });

  it.each([
    "mailto:info@example.com",
    "ftp://example.com/file",
    "tel:+92300",
    "example.com",
    "notes.pdf",
    "./notes.pdf",
    "?page=2",
    "#top",
    "https://",
    "http://exa mple.com",
    "https://example.com/\u0007",
  ])("refuses %j", (value) => {
    expect(safeHttpUrl(value)).toBeNull();
  });

  it("gives null for missing or empty values", () => {
    expect(safeHttpUrl(null)).toBeNull();
    expect(safeHttpUrl(undefined)).toBeNull();
    expect(safeHttpUrl("")).toBeNull();
    expect(safeHttpUrl("   ")).toBeNull();
  });
});

describe("safeNextPath", () => {
  it("keeps a path on this site with its query and fragment", () => {
    expect(safeNextPath("/coaching/lectures-quizzes/9th")).toBe("/coaching/lectures-quizzes/9th");
    expect(safeNextPath("/latest?tag=jobs#list")).toBe("/latest?tag=jobs#list");
  });

  it("keeps an encoded slash, which stays a path on this site", () => {
    expect(safeNextPath("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
  });

  it.each([
    ...hostileValues,
    "https://evil.example",
    "http://evil.example/path",
    "evil.example",
    "coaching",
    " /coaching",
    "/coaching\n",
    "/coaching\u0085",
    "",
  ])("sends %j home", (value) => {
    expect(safeNextPath(value)).toBe("/");
  });

  it("sends non-strings home", () => {
    for (const value of [undefined, null, 42, ["/latest"], { path: "/latest" }]) {
      expect(safeNextPath(value)).toBe("/");
    }
  });

  it("accepts a path of 2048 characters and refuses a longer one", () => {
    const longest = `/${"a".repeat(2047)}`;
    expect(safeNextPath(longest)).toBe(longest);
    expect(safeNextPath(`${longest}a`)).toBe("/");
  });

  it("never leads to another origin, whatever the input", () => {
    const base = "https://parhai.example";
    // Addresses of other sites in the spellings browsers accept (fc.webUrl() takes seconds to
    // generate its domains, too slow for a unit test on a busy machine).
    const otherSite = fc
      .tuple(
        fc.constantFrom("https:", "http:", "javascript:", ""),
        fc.constantFrom("//", "/\\", "\\\\", "///", "/%2F", "/\t/"),
        fc.stringMatching(/^[a-z0-9.-]{1,20}$/),
        fc.webPath(),
      )
      .map((parts) => parts.join(""));
    fc.assert(
      fc.property(fc.oneof(fc.string(), otherSite, fc.webPath()), (value) => {
        expect(new URL(safeNextPath(value), base).origin).toBe(base);
      }),
    );
  });
});
