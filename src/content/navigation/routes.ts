import { PAGES } from "@/lib/route-manifest.mjs";
import { lectureClasses } from "../classes";
import { coachingCategories, coachingHref } from "./coaching";
import { footerLinks, plainMenus } from "./menus";
import { searchLink, topBarLinks } from "./top-bar";

/** Every href any menu, the top bar or the footer names, once each, in menu order. */
export function allNavigationHrefs(): string[] {
  const items = [
    ...topBarLinks,
    searchLink,
    ...coachingCategories.flatMap((entry) => entry.items),
    ...plainMenus.flatMap((entry) => entry.items),
    ...footerLinks.items,
  ];
  return [...new Set(items.map((item) => item.href))];
}

/**
 * Screens the spec builds with real content (every page of the route manifest with one address, and
 * the class screens); every other menu target is Coming Soon.
 */
export const builtRoutes: readonly string[] = [
  ...Object.values(PAGES).flatMap((route) => ("href" in route ? [route.href] : [])),
  ...lectureClasses.map((entry) => coachingHref("lectures-quizzes", entry.slug)),
];
