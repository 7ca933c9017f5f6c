import { describe, expect, it } from "vitest";
import { withNext } from "./with-next";

describe("withNext", () => {
  it("carries the current page as ?next=, encoded", () => {
    expect(withNext("/login", "/coaching/lectures-quizzes/9th/physics")).toBe(
      "/login?next=%2Fcoaching%2Flectures-quizzes%2F9th%2Fphysics",
    );
    expect(withNext("/register", "/latest?tag=a&b")).toBe("/register?next=%2Flatest%3Ftag%3Da%26b");
  });

  it("leaves it out for the home page, the sign-in pages and an unknown page", () => {
    for (const current of ["/", "/login", "/register", null, undefined, ""]) {
      expect(withNext("/login", current)).toBe("/login");
    }
  });
});
