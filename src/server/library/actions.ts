"use server";

import { confirmedDelete } from "@/server/workspace/confirmed-delete";
import { getTranslations } from "next-intl/server";
import { WORKSPACE_UPLOAD_LIMIT } from "@front/contract.mjs";
import { getDb } from "@/server/db/client";
import { redirectInLocale } from "@/server/i18n/locale";
import {
  failedState,
  formErrorState,
  formText,
  refusedState,
} from "@/server/workspace/action-state";
import { readRowId } from "@/server/workspace/form-input";
import type { FormState } from "@/server/workspace/form-state";
import { authorizeAction } from "@/server/workspace/guard";
import { LIBRARY_LIMITS, type Refusal } from "./convert";
import { DOCUMENT_FIELDS, parseDocumentFields } from "./fields";
import { publishPdf, republish, type Upload } from "./publish";
import { deleteDocument } from "./writes";

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

async function refusalState(
  refused: Refusal,
  upload: Upload,
  values: Record<string, string>,
): Promise<FormState> {
  const t = await getTranslations("Library.workspace");
  // The form reaches this server through the workspace's body limit, below the library's own.
  const megabytes = Math.min(LIBRARY_LIMITS.bytes, WORKSPACE_UPLOAD_LIMIT) / 1024 / 1024;
  const message = t(`refusals.${refused}`, { megabytes, pages: LIBRARY_LIMITS.pages });
  const field = Array.isArray(upload) ? "images" : "file";
  return { fieldErrors: { [field]: message }, formError: null, values };
}

/**
 * Uploads a new document, or edits one (new fields, and a new PDF when one is chosen). The PDF
 * is converted before anything is written (decision 0075); a refusal says why at the file field.
 */
export async function saveDocumentForm(_previous: FormState, form: FormData): Promise<FormState> {
  const access = await authorizeAction("content:write");
  if (!access.ok) return refusedState(access.error);
  if (!(form instanceof FormData)) return formErrorState("badRequest", {});
  const values = formText(form, DOCUMENT_FIELDS);
  const id = readRowId(form);
  if (!id.ok) return formErrorState("badRequest", values);
  const t = await getTranslations("Library.workspace");
  const parsed = parseDocumentFields(values);
  const upload = await readUpload(form);
  if (!parsed.ok || (id.id === null && !upload) || upload === "both") {
    const fieldErrors: Record<string, string> = {};
    if (!parsed.ok)
      for (const [field, key] of Object.entries(parsed.errors))
        fieldErrors[field] = t(`errors.${key}`);
    if (id.id === null && !upload) fieldErrors.file = t("fileRequired");
    if (upload === "both") fieldErrors.images = t("pdfOrImages");
    return { fieldErrors, formError: (await getTranslations("Workspace"))("fixFields"), values };
  }
  let savedId: number;
  try {
    const db = await getDb();
    if (id.id === null) {
      const sent = upload ?? new Uint8Array();
      const result = await publishPdf(db, parsed.fields, sent, access.actor);
      if (!result.ok) return refusalState(result.refused, sent, values);
      savedId = result.row.id;
    } else {
      const sent = upload ?? undefined;
      const result = await republish(db, id.id, parsed.fields, sent, access.actor);
      if (!result.ok) return refusalState(result.refused, sent ?? new Uint8Array(), values);
      if (!result.row) return formErrorState("gone", values);
      savedId = result.row.id;
    }
  } catch (error) {
    return failedState("library.save_failed", error, values);
  }
  return redirectInLocale(`/admin/library/${savedId}?saved=1`);
}

export async function deleteDocumentForm(_previous: FormState, form: FormData): Promise<FormState> {
  return confirmedDelete(form, {
    remove: (db, actor, id) => deleteDocument(db, id, actor),
    failure: "library.delete_failed",
    listPath: () => "/admin/library",
  });
}
