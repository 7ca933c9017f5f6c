import { describe, expect, it } from "vitest";
import { PERSONAL_TTL_MS, RETURN_AFTER_MS, nextStep } from "./personal-policy";

const copy = { hint: "account-a", readAt: 1_000_000 };
const at = (ms: number) => copy.readAt + ms;

describe("when a tab reads GET /api/me again (decision 0064)", () => {
  it("drops the copy at once when the hint is gone, whatever the occasion", () => {
    for (const occasion of ["view", "reload", "check", "background", "return"] as const) {
      expect(nextStep(copy, null, at(1), occasion)).toBe("drop");
      expect(nextStep(null, null, at(1), occasion)).toBe("drop");
    }
  });

  it("reads without a copy, under another account's hint, and on a reload", () => {
    expect(nextStep(null, "account-a", at(1), "view")).toBe("read");
    expect(nextStep(copy, "account-b", at(1), "background")).toBe("read");
    expect(nextStep(copy, "account-a", at(1), "reload")).toBe("read");
  });

  it("keeps a copy younger than the TTL on a view and the tab's checks", () => {
    expect(nextStep(copy, "account-a", at(PERSONAL_TTL_MS - 1), "view")).toBe("keep");
    expect(nextStep(copy, "account-a", at(PERSONAL_TTL_MS - 1), "check")).toBe("keep");
    expect(nextStep(copy, "account-a", at(PERSONAL_TTL_MS), "view")).toBe("read");
    expect(nextStep(copy, "account-a", at(PERSONAL_TTL_MS), "check")).toBe("read");
  });

  it("reads a tab behind others only for its hint, and again when the student comes back", () => {
    expect(nextStep(copy, "account-a", at(10 * PERSONAL_TTL_MS), "background")).toBe("keep");
    expect(nextStep(copy, "account-a", at(RETURN_AFTER_MS - 1), "return")).toBe("keep");
    expect(nextStep(copy, "account-a", at(RETURN_AFTER_MS), "return")).toBe("read");
  });

  it("reads when the clock went back: the copy's age proves nothing then", () => {
    expect(nextStep(copy, "account-a", at(-1), "view")).toBe("read");
  });
});
