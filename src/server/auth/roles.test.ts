import { describe, expect, it } from "vitest";
import { can, isStaff } from "./roles";

describe("roles", () => {
  it("let editors write content and nothing else", () => {
    expect(can("editor", "content:write")).toBe(true);
    expect(can("editor", "people:set-role")).toBe(false);
    expect(can("editor", "audit:read")).toBe(false);
    expect(can("editor", "subscribers:export")).toBe(false);
    expect(can("editor", "subscribers:send")).toBe(false);
    expect(can("editor", "mail:read")).toBe(false);
  });

  it("let admins do everything", () => {
    for (const permission of [
      "content:write",
      "people:set-role",
      "audit:read",
      "subscribers:export",
      "subscribers:send",
      "mail:read",
    ] as const) {
      expect(can("admin", permission)).toBe(true);
    }
  });

  it("let students and unknown roles do nothing", () => {
    for (const role of ["student", "user", "", null, undefined, "admin,editor", "__proto__"]) {
      expect(can(role, "content:write")).toBe(false);
      expect(isStaff(role)).toBe(false);
    }
  });
});
