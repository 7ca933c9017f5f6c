import { describe, expect, it } from "vitest";
import { PERSONAL_TTL_MS } from "../src/components/personal/personal-policy";
import { DWELL_MS, MAX_PAGES, MIN_PAGES, VISIT_POOL, signedInVisit, visitPages } from "./visits";

describe("the bench's signed-in visits", () => {
  it("are 10 to 20 different pages, each student's own", () => {
    const visits = Array.from({ length: 50 }, (_, index) => visitPages(index));
    for (const pages of visits) {
      expect(pages.length).toBeGreaterThanOrEqual(MIN_PAGES);
      expect(pages.length).toBeLessThanOrEqual(MAX_PAGES);
      expect(new Set(pages).size).toBe(pages.length);
    }
    expect(new Set(visits.map((pages) => pages.join())).size).toBe(visits.length);
    expect(new Set(VISIT_POOL).size).toBe(VISIT_POOL.length);
  });

  it("read GET /api/me on the first page, and again only once the copy is a TTL old", () => {
    const pages = VISIT_POOL.slice(0, MAX_PAGES);
    const steps = signedInVisit(pages);
    expect(steps.filter((step) => step.kind === "page")).toHaveLength(pages.length);
    expect(steps[1]).toEqual({ kind: "personal" });
    const reads = steps.filter((step) => step.kind === "personal").length;
    expect(reads).toBe(1 + Math.floor(((pages.length - 1) * DWELL_MS) / PERSONAL_TTL_MS));
    expect(signedInVisit(pages.slice(0, 3)).filter((s) => s.kind === "personal")).toHaveLength(1);
  });
});
