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
import { publishPdf, republish } from "./publish";
import { deleteDocument } from "./writes";

/** The sent PDF's bytes, or null when no file was chosen. */
async function readFile(form: FormData): Promise<Uint8Array | null> {
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return null;
  return new Uint8Array(await file.arrayBuffer());
}

async function refusalState(refused: Refusal, values: Record<string, string>): Promise<FormState> {
  const t = await getTranslations("Library.workspace");
  // The form reaches this server through the workspace's body limit, below the library's own.
  const megabytes = Math.min(LIBRARY_LIMITS.bytes, WORKSPACE_UPLOAD_LIMIT) / 1024 / 1024;
  const message = t(`refusals.${refused}`, { megabytes, pages: LIBRARY_LIMITS.pages });
  return { fieldErrors: { file: message }, formError: null, values };
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
  const pdf = await readFile(form);
  if (!parsed.ok || (id.id === null && !pdf)) {
    const fieldErrors: Record<string, string> = {};
    if (!parsed.ok)
      for (const [field, key] of Object.entries(parsed.errors))
        fieldErrors[field] = t(`errors.${key}`);
    if (id.id === null && !pdf) fieldErrors.file = t("fileRequired");
    return { fieldErrors, formError: (await getTranslations("Workspace"))("fixFields"), values };
  }
  let savedId: number;
  try {
    const db = await getDb();
    if (id.id === null) {
      const result = await publishPdf(db, parsed.fields, pdf ?? new Uint8Array(), access.actor);
      if (!result.ok) return refusalState(result.refused, values);
      savedId = result.row.id;
    } else {
      const result = await republish(db, id.id, parsed.fields, pdf ?? undefined, access.actor);
      if (!result.ok) return refusalState(result.refused, values);
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
