import { z } from "zod";
import { findSubject, isLectureClass, lectureClasses } from "@/content/classes";

/*
 * The pieces the content rules are made of (schemas.ts, question-row.ts). Messages are keys of
 * "ContentRules" in messages/en.json (see rule-messages.ts).
 */

// PostgreSQL cannot store NUL in text: refuse it here with a row error, not a crash at write.
export const NO_NUL = [(v: string) => !v.includes("\u0000"), "noNul"] as const;

const LECTURE_CLASS_LIST = lectureClasses.map((c) => c.slug).join(", ");

export const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

export const text = (max: number) =>
  z
    .string({ error: "text" })
    .trim()
    .min(1, "required")
    .max(max, "tooLong")
    .refine(...NO_NUL);

export const positiveInt = z.coerce
  .number({ error: "wholeNumber" })
  .int("wholeNumber")
  .positive("positive")
  .max(100_000, "tooLarge");

type Issue = (path: string, message: string, params?: Record<string, string>) => void;

/** A row's class and subject must be the catalogue's: each missing or unknown one at its field. */
export function placeIssues(row: { class: string; subject: string }, issue: Issue): void {
  if (!row.class) issue("class", "required");
  else if (!isLectureClass(row.class)) {
    issue("class", "unknownClass", { classSlug: row.class, classes: LECTURE_CLASS_LIST });
  }
  if (!row.subject) issue("subject", "required");
  else if (isLectureClass(row.class) && !findSubject(row.class, row.subject)) {
    issue("subject", "notInCatalogue", { subject: row.subject, classSlug: row.class });
  }
}
