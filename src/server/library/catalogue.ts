import { subjectNames, type SubjectSlug } from "@/content/classes";
import { findCoachingCategory } from "@/content/navigation/coaching";

/**
 * What the library holds and how a document is described (decision 0075): the four kinds, the
 * classes each kind's menu lists, and the past papers' fields. Slugs are what URLs and the
 * database keep; names come from the messages ("Library").
 */

export const LIBRARY_KINDS = ["books", "notes", "paper-scheme", "past-papers"] as const;
export type LibraryKind = (typeof LIBRARY_KINDS)[number];

export const BOARDS = [
  "bise-lahore",
  "bise-gujranwala",
  "bise-rawalpindi",
  "bise-faisalabad",
  "bise-multan",
  "bise-sargodha",
  "bise-sahiwal",
  "bise-bahawalpur",
  "bise-dg-khan",
  "fbise",
] as const;
export const GROUPS = ["science", "arts"] as const;
export const PARTS = ["1", "2"] as const;
export const PAPERS = ["objective", "subjective"] as const;
export const EXAMS = ["annual", "supplementary"] as const;
export const FIRST_YEAR = 1990;

export function isLibraryKind(value: string): value is LibraryKind {
  return (LIBRARY_KINDS as readonly string[]).includes(value);
}

/** The class slugs the coaching menu lists for a kind ("more" is a menu entry, not a class). */
export function libraryClasses(kind: LibraryKind): string[] {
  const items = findCoachingCategory(kind)?.items ?? [];
  return items.map((item) => item.href.split("/").pop() ?? "").filter((slug) => slug !== "more");
}

export function isLibraryClass(kind: LibraryKind, value: string): boolean {
  return libraryClasses(kind).includes(value);
}

export function isSubject(value: string): value is SubjectSlug {
  return Object.hasOwn(subjectNames, value);
}

/** A URL's readable part from a title: lower-case Latin letters and digits, at most 80. */
export function titleSlug(title: string): string {
  const slug = title
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug || "document";
}
