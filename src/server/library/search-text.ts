import { slugToKey } from "@/content/navigation/types";
import { CATALOGUES } from "@/i18n/catalogues";
import { messageAt } from "@/i18n/message-at";
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

function namesIn(messages: unknown, row: Named): (string | null)[] {
  const library = ["Library"];
  const kind = slugToKey(row.kind);
  return [
    messageAt(messages, ["nav", "coaching", kind, "title"]),
    messageAt(messages, ["nav", "coaching", kind, slugToKey(row.class)]),
    messageAt(messages, ["Subjects", row.subject]),
    row.board && messageAt(messages, [...library, "boards", row.board]),
    row.group && messageAt(messages, [...library, "groups", row.group]),
    row.part && messageAt(messages, [...library, "parts", row.part]),
    row.paper && messageAt(messages, [...library, "papers", row.paper]),
    row.exam && messageAt(messages, [...library, "exams", row.exam]),
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
