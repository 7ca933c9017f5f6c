import { slugToKey } from "@/content/navigation/types";
import { CATALOGUES } from "@/i18n/catalogues";
import type { DocumentRow } from "./writes";

/**
 * The text a document is found by (decision 0090): its title, its kind, class, subject, board,
 * group, part, paper and exam as the site names them in English and in Urdu, its year and
 * chapter, then the text of its pages. Names come from the messages, so "لاہور بورڈ" finds a
 * BISE Lahore paper whichever language it was uploaded in.
 */

/** Page text kept for search: a tsvector must stay under 1 MB, and 200,000 characters do. */
export const SEARCH_TEXT_LIMIT = 200_000;

type Named = Pick<
  DocumentRow,
  | "kind"
  | "class"
  | "subject"
  | "title"
  | "chapter"
  | "board"
  | "year"
  | "group"
  | "part"
  | "paper"
  | "exam"
>;

/** A key's value in a messages object, or nothing when it has none. */
function lookUp(messages: unknown, path: readonly string[]): string | null {
  let value: unknown = messages;
  for (const key of path) {
    if (typeof value !== "object" || value === null || !Object.hasOwn(value, key)) return null;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === "string" ? value : null;
}

function namesIn(messages: unknown, row: Named): (string | null)[] {
  const library = ["Library"];
  const kind = slugToKey(row.kind);
  return [
    lookUp(messages, ["nav", "coaching", kind, "title"]),
    lookUp(messages, ["nav", "coaching", kind, slugToKey(row.class)]),
    lookUp(messages, ["Subjects", row.subject]),
    row.board && lookUp(messages, [...library, "boards", row.board]),
    row.group && lookUp(messages, [...library, "groups", row.group]),
    row.part && lookUp(messages, [...library, "parts", row.part]),
    row.paper && lookUp(messages, [...library, "papers", row.paper]),
    row.exam && lookUp(messages, [...library, "exams", row.exam]),
  ];
}

/** The fields' words, then as much page text as the document can hold. */
export function documentSearchText(row: Named, pageTexts: readonly string[]): string {
  const fields = [
    row.title,
    row.class,
    row.subject.replace(/-/g, " "),
    row.year === null ? null : String(row.year),
    row.chapter === null ? null : `chapter ${row.chapter} باب ${row.chapter}`,
    ...namesIn(CATALOGUES.en, row),
    ...namesIn(CATALOGUES.ur, row),
  ];
  const head = fields.filter((value): value is string => Boolean(value)).join(" \n");
  return `${head}\n${pageTexts.join("\n")}`.slice(0, SEARCH_TEXT_LIMIT);
}
