import { describe, expect, it } from "vitest";
import navEn from "../../../messages/nav/en.json";
import navUr from "../../../messages/nav/ur.json";
import {
  coachingCategories,
  coachingMenuTitle,
  headerTexts,
  plainMenus,
} from "@/content/navigation";
import { headerMenus, labelsFrom, sharedFolder } from "./nav-sections";

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

describe("headerMenus", () => {
  it.each([
    ["en", navEn],
    ["ur", navUr],
  ] as const)(
    "names every menu and link in %s from the menus' own labels file",
    (locale, labels) => {
      const labelOf = labelsFrom(labels);
      const menus = [...coachingCategories, ...plainMenus];
      const keys: string[] = [coachingMenuTitle.key, headerTexts.coachingHoverHint.key];
      keys.push(...menus.flatMap((menu) => [menu.key, ...menu.items.map((item) => item.key)]));
      // labelsFrom answers a key it cannot find with the key itself.
      expect(keys.filter((key) => labelOf(key) === key)).toEqual([]);
      const built = headerMenus(labelOf, locale);
      const sections = [...built.coaching.categories, ...built.menus];
      expect(sections.map((section) => section.key)).toEqual(menus.map((menu) => menu.key));
      const hrefs = sections.flatMap((s) => s.links.map((link) => s.base + link.href));
      expect(hrefs).toContain(locale === "ur" ? "/ur/admission/bachelor" : "/admission/bachelor");
      expect(hrefs.every((href) => href.startsWith(locale === "ur" ? "/ur/" : "/"))).toBe(true);
    },
  );
});
