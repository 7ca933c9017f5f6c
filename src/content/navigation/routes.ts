import { findSubject, isLectureClass, lectureClasses } from "../classes";
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

/** Screens the spec builds with real content; every other menu target is Coming Soon. */
export const builtRoutes: readonly string[] = [
  "/",
  "/latest",
  "/login",
  "/register",
  "/search",
  "/student-portal",
  ...lectureClasses.map((entry) => coachingHref("lectures-quizzes", entry.slug)),
];

function normalisePath(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? "";
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/**
 * True for the built screens: the routes above, a chapter list of a catalogue subject
 * (/coaching/lectures-quizzes/{class}/{subject}) and a lecture player below it
 * (.../{chapterNo}/{chapterName}).
 */
export function isBuiltScreen(path: string): boolean {
  const pathname = normalisePath(path);
  if (builtRoutes.includes(pathname)) return true;
  const [root, category, classSlug, subject, chapterNo, chapterName, ...rest] = pathname
    .split("/")
    .slice(1);
  if (root !== "coaching" || category !== "lectures-quizzes") return false;
  if (classSlug === undefined || !isLectureClass(classSlug) || subject === undefined) return false;
  if (findSubject(classSlug, subject) === undefined || rest.length > 0) return false;
  if (chapterNo === undefined) return true;
  return /^\d+$/.test(chapterNo) && chapterName !== undefined && chapterName !== "";
}
