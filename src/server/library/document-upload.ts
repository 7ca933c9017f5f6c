import "server-only";
import type { Database } from "@/server/db/client";
import { log } from "@/server/log";
import { formText } from "@/server/workspace/action-state";
import type { StaffAccount } from "@/server/workspace/staff-account";
import { DOCUMENT_FIELDS, parseDocumentFields } from "./fields";
import { publishPdf, republish, type Upload } from "./publish";

/**
 * One document sent by the workspace's form to the library's upload route (decision 0109): what
 * the form's page shows after a refusal travels in its address, as message keys, never as text.
 */

/** Per field, the key of its message under "Library.workspace". */
export type Problems = Record<string, string>;

export type DocumentOutcome =
  | { ok: true; id: number }
  | {
      ok: false;
      problems: Problems;
      formError: "fixFields" | "gone" | "saveFailed";
      /** The text and choice fields as typed (files cannot be sent back). */
      values: Record<string, string>;
    };

const chosen = (form: FormData, name: string) =>
  form.getAll(name).filter((file): file is File => file instanceof File && file.size > 0);
const bytesOf = async (file: File) => new Uint8Array(await file.arrayBuffer());

/**
 * The sent PDF, or a scanned paper's page images in their names' order (page-2 before page-10;
 * decision 0105); null when none was chosen, "both" when both were.
 */
async function readUpload(form: FormData): Promise<Upload | "both" | null> {
  const [pdf] = chosen(form, "file");
  const images = chosen(form, "images");
  if (pdf && images.length > 0) return "both";
  if (pdf) return bytesOf(pdf);
  if (images.length === 0) return null;
  images.sort((a, b) => a.name.localeCompare(b.name, "en", { numeric: true }));
  return Promise.all(images.map(bytesOf));
}

/**
 * Publishes a new document (`id` null) or edits one: its fields, and a new file when one is sent.
 * The file is converted before anything is written (decision 0075); a refusal names its field.
 */
export async function saveDocument(
  db: Database,
  form: FormData,
  id: number | null,
  actor: StaffAccount,
): Promise<DocumentOutcome> {
  const values = formText(form, DOCUMENT_FIELDS);
  const parsed = parseDocumentFields(values);
  const upload = await readUpload(form);
  const problems: Problems = {};
  if (!parsed.ok)
    for (const [field, key] of Object.entries(parsed.errors)) problems[field] = `errors.${key}`;
  if (id === null && !upload) problems.file = "fileRequired";
  if (upload === "both") problems.images = "pdfOrImages";
  if (!parsed.ok || upload === "both" || problems.file)
    return { ok: false, problems, formError: "fixFields", values };
  const fileField = Array.isArray(upload) ? "images" : "file";
  try {
    const result =
      id === null
        ? await publishPdf(db, parsed.fields, upload ?? new Uint8Array(), actor)
        : await republish(db, id, parsed.fields, upload ?? undefined, actor);
    if (!result.ok)
      return {
        ok: false,
        problems: { [fileField]: `refusals.${result.refused}` },
        formError: "fixFields",
        values,
      };
    if (!result.row) return { ok: false, problems: {}, formError: "gone", values };
    return { ok: true, id: result.row.id };
  } catch (error) {
    log("error", "library.save_failed", { error });
    return { ok: false, problems: {}, formError: "saveFailed", values };
  }
}

/** Longest value sent back in the address; the rules refuse longer ones anyway. */
const MAX_IN_ADDRESS = 200;

/**
 * The refused form's address query: what was typed (not the files), each field's problem, and
 * the whole form's.
 */
export function refusedQuery(outcome: Extract<DocumentOutcome, { ok: false }>) {
  const typed = Object.entries(outcome.values).filter(([, value]) => value !== "");
  const problems = Object.entries(outcome.problems).map(([field, key]) => `${field}:${key}`);
  return new URLSearchParams([
    ...typed.map(([field, value]) => [field, value.slice(0, MAX_IN_ADDRESS)]),
    ["problems", problems.join(",")],
    ["notice", outcome.formError],
  ]).toString();
}

/** The problems the address names: field and message key, each checked for its shape. */
export function readProblems(sent: string | undefined): Problems {
  const problems: Problems = {};
  for (const part of (sent ?? "").split(",").slice(0, DOCUMENT_FIELDS.length + 2)) {
    const [field, key] = part.split(":");
    if (field && key && /^[a-z]+$/.test(field) && /^(?:(?:errors|refusals)\.)?[a-zA-Z]+$/.test(key))
      problems[field] = key;
  }
  return problems;
}
