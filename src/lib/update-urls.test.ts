import { describe, expect, it } from "vitest";
import { parseUpdateSegment, updateHref, updateSlug } from "./update-urls";

describe("updateSlug", () => {
  it("keeps Latin letters and digits, lower-cased and joined by hyphens", () => {
    expect(updateSlug("Demo: MDCAT results announced!")).toBe("demo-mdcat-results-announced");
    expect(updateSlug("  HSSC Part-I: 2026/27 ")).toBe("hssc-part-i-2026-27");
    expect(updateSlug("Café résumé")).toBe("cafe-resume");
  });

  it("has none for a title in another script, and keeps the Latin words of a mixed one", () => {
    expect(updateSlug("داخلہ کی آخری تاریخ")).toBe("");
    expect(updateSlug("E2E Fixture: داخلہ zephyrquill")).toBe("e2e-fixture-zephyrquill");
  });

  it("stops at a word boundary within 80 characters", () => {
    const slug = updateSlug("word ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith("word")).toBe(true);
    expect(updateSlug("x".repeat(200))).toHaveLength(80);
  });
});

describe("updateHref and parseUpdateSegment", () => {
  it("builds /latest/<id>-<slug>, or the id alone without a slug", () => {
    expect(updateHref({ id: 57, title: "Results out" })).toBe("/latest/57-results-out");
    expect(updateHref({ id: 8, title: "نتائج" })).toBe("/latest/8");
  });

  it("reads the id whatever the slug, and nothing from other segments", () => {
    expect(parseUpdateSegment("57-results-out")).toBe(57);
    expect(parseUpdateSegment("57-old-title")).toBe(57);
    expect(parseUpdateSegment("57")).toBe(57);
    for (const bad of ["", "0-x", "057", "x-57", "57x", "-57", "99999999999", "2147483648"]) {
      expect(parseUpdateSegment(bad), bad).toBeNull();
    }
  });
});
