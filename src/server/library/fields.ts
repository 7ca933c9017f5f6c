import { z } from "zod";
import { DOCUMENT_FIELDS } from "@/lib/route-manifest.mjs";
import {
  BOARDS,
  EXAMS,
  FIRST_YEAR,
  GROUPS,
  isLibraryClass,
  isLibraryKind,
  isSubject,
  PAPERS,
  PARTS,
  type LibraryKind,
} from "./catalogue";

/** The form's fields, in order: the route manifest's list (decision 0109). */
export { DOCUMENT_FIELDS };

/**
 * A document's fields as the workspace form sends them, checked on the server. Empty optional
 * fields are null; each message key is under "Library.errors".
 */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === undefined ? null : value), schema.nullable());

const choice = (values: readonly string[]) =>
  optional(z.string().refine((value) => values.includes(value), { message: "choice" }));

export const documentFieldsSchema = z
  .object({
    kind: z.string().refine(isLibraryKind, { message: "choice" }),
    class: z.string(),
    subject: z.string().refine(isSubject, { message: "choice" }),
    title: z
      .string()
      .transform((value) => value.replace(/[\s\p{Cc}]+/gu, " ").trim())
      .pipe(z.string().min(3, { message: "titleShort" }).max(160, { message: "titleLong" })),
    chapter: optional(
      z.coerce
        .number({ message: "chapter" })
        .int({ message: "chapter" })
        .min(1, { message: "chapter" })
        .max(99, { message: "chapter" }),
    ),
    board: choice(BOARDS),
    year: optional(
      z.coerce
        .number({ message: "year" })
        .int({ message: "year" })
        .min(FIRST_YEAR, { message: "year" })
        .max(new Date().getUTCFullYear() + 1, { message: "year" }),
    ),
    group: choice(GROUPS),
    part: choice(PARTS),
    paper: choice(PAPERS),
    exam: choice(EXAMS),
  })
  .superRefine((fields, context) => {
    if (isLibraryKind(fields.kind) && !isLibraryClass(fields.kind, fields.class))
      context.addIssue({ code: "custom", path: ["class"], message: "choice" });
    if (fields.kind === "past-papers") {
      if (fields.board === null)
        context.addIssue({ code: "custom", path: ["board"], message: "required" });
      if (fields.year === null)
        context.addIssue({ code: "custom", path: ["year"], message: "required" });
    }
  });

export type DocumentFields = z.infer<typeof documentFieldsSchema> & { kind: LibraryKind };

const MESSAGES = new Set(["choice", "required", "titleShort", "titleLong", "chapter", "year"]);

export type FieldErrors = Partial<Record<keyof DocumentFields, string>>;

/** The fields, or each wrong field's message key. */
export function parseDocumentFields(
  input: Record<string, unknown>,
): { ok: true; fields: DocumentFields } | { ok: false; errors: FieldErrors } {
  const parsed = documentFieldsSchema.safeParse(input);
  if (parsed.success) return { ok: true, fields: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof DocumentFields;
    errors[field] ??= MESSAGES.has(issue.message) ? issue.message : "choice";
  }
  return { ok: false, errors };
}
