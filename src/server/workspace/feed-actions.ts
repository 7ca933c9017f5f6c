"use server";

import { confirmedDelete } from "./confirmed-delete";
import { featuredRow, jobRow, updateRow } from "@/server/content/schemas";
import { getDb } from "@/server/db/client";
import {
  failedState,
  formErrorState,
  formText,
  invalidState,
  notSavedState,
  pictureProblemState,
  refusedState,
} from "./action-state";
import type { SaveOutcome } from "./change";
import { deleteEntry, isEntryKind, saveEntry } from "./entry-writes";
import { readExistingId, readRowId } from "./form-input";
import type { FormState } from "./form-state";
import { authorizeAction } from "./guard";
import { readUpdateForm, UPDATE_FIELDS } from "./update-input";
import { deleteUpdate, saveUpdate } from "./update-writes";
import { redirectInLocale } from "@/server/i18n/locale";

/** Creates or edits an update; an uploaded picture becomes its thumbnail. */
export async function saveUpdateForm(_previous: FormState, form: FormData): Promise<FormState> {
  const access = await authorizeAction("content:write");
  if (!access.ok) return refusedState(access.error);
  if (!(form instanceof FormData)) return formErrorState("badRequest", {});
  const values = {
    ...formText(form, UPDATE_FIELDS),
    tags: form
      .getAll("tags")
      .filter((t) => typeof t === "string")
      .join("\n"),
  };
  const id = readRowId(form);
  if (!id.ok) return formErrorState("badRequest", values);
  const input = await readUpdateForm(form, new Date());
  if (input.imageProblem) return pictureProblemState(input.imageProblem, values);
  const parsed = updateRow.safeParse(input.row);
  if (!parsed.success) {
    const fieldOf = (path: string) => (path.startsWith("tags") ? "newTags" : path);
    return invalidState(parsed.error.issues, values, fieldOf);
  }
  let outcome: SaveOutcome;
  try {
    outcome = await saveUpdate(await getDb(), access.actor, id.id, parsed.data, input.image);
  } catch (error) {
    return failedState("workspace.update_save_failed", error, values);
  }
  if (!outcome.ok) return notSavedState(outcome, values);
  return redirectInLocale(`/admin/updates/${outcome.id}?saved=1`);
}

export async function deleteUpdateForm(_previous: FormState, form: FormData): Promise<FormState> {
  return confirmedDelete(form, {
    remove: async (db, actor, id) => (await deleteUpdate(db, actor, id)).ok,
    failure: "workspace.update_delete_failed",
    listPath: () => "/admin/updates",
  });
}

const ENTRY_FIELDS = ["title", "description", "link"];

/** Creates or edits a Featured, Coaching or job entry (the form says which in `kind`). */
export async function saveEntryForm(_previous: FormState, form: FormData): Promise<FormState> {
  const access = await authorizeAction("content:write");
  if (!access.ok) return refusedState(access.error);
  if (!(form instanceof FormData)) return formErrorState("badRequest", {});
  const kind = form.get("kind");
  const values = formText(form, ENTRY_FIELDS);
  const id = readRowId(form);
  if (!isEntryKind(kind) || !id.ok) return formErrorState("badRequest", values);
  const parsed = (kind === "jobs" ? jobRow : featuredRow).safeParse(values);
  if (!parsed.success) return invalidState(parsed.error.issues, values);
  let outcome: SaveOutcome;
  try {
    outcome = await saveEntry(await getDb(), access.actor, kind, id.id, parsed.data);
  } catch (error) {
    return failedState("workspace.entry_save_failed", error, values);
  }
  if (!outcome.ok) return notSavedState(outcome, values);
  return redirectInLocale(`/admin/${kind}/${outcome.id}?saved=1`);
}

export async function deleteEntryForm(_previous: FormState, form: FormData): Promise<FormState> {
  return confirmedDelete(form, {
    read: (given) => {
      const kind = given.get("kind");
      const id = readExistingId(given);
      return isEntryKind(kind) && id !== null ? { kind, id } : null;
    },
    remove: async (db, actor, { kind, id }) => (await deleteEntry(db, actor, kind, id)).ok,
    failure: "workspace.entry_delete_failed",
    listPath: ({ kind }) => `/admin/${kind}`,
  });
}
