import "server-only";
import { getTranslations } from "next-intl/server";
import { slugToKey } from "@/content/navigation/types";
import type { LibraryKind } from "./catalogue";

/** The library's names in the page's language: kinds and classes as the coaching menu says. */
export async function getLibraryNames() {
  const [nav, subjects, t] = await Promise.all([
    getTranslations("nav.coaching"),
    getTranslations("Subjects"),
    getTranslations("Library"),
  ]);
  return {
    kind: (kind: LibraryKind) => nav(`${slugToKey(kind)}.title`),
    class: (kind: LibraryKind, classSlug: string) =>
      nav(`${slugToKey(kind)}.${slugToKey(classSlug)}`),
    subject: (slug: string) => subjects(slug),
    /** A filter's value as shown: a board's name, "Part I", a year as it is. */
    value: (field: string, value: string) =>
      field === "year" ? value : t(`${field === "board" ? "boards" : `${field}s`}.${value}`),
    t,
  };
}

export type LibraryNames = Awaited<ReturnType<typeof getLibraryNames>>;
