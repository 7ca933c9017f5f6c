import { describe, expect, it } from "vitest";
import { sharedFolder } from "./nav-model";

describe("sharedFolder", () => {
  it("is the folder every menu link starts with, written once in the page's data", () => {
    const books = ["/ur/coaching/books/9th", "/ur/coaching/books/10th", "/ur/coaching/books/more"];
    expect(sharedFolder(books)).toBe("/ur/coaching/books/");
    expect(sharedFolder(["/admission/bachelor", "/admission/2-years"])).toBe("/admission/");
  });

  it("stops at a folder, never inside a name", () => {
    expect(sharedFolder(["/tutors/find", "/tutors/finder"])).toBe("/tutors/");
    expect(sharedFolder(["/faq", "/feed"])).toBe("/");
    expect(sharedFolder(["/resources", "/ur/faq"])).toBe("/");
  });

  it("leaves a single link whole", () => {
    expect(sharedFolder(["/latest"])).toBe("");
    expect(sharedFolder([])).toBe("");
  });
});
