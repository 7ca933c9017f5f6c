"use server";

import { confirmedDelete } from "@/server/workspace/confirmed-delete";
import type { FormState } from "@/server/workspace/form-state";
import { deleteDocument } from "./writes";

/** A document's upload and edit post to the library's upload route (decision 0109). */
export async function deleteDocumentForm(_previous: FormState, form: FormData): Promise<FormState> {
  return confirmedDelete(form, {
    remove: (db, actor, id) => deleteDocument(db, id, actor),
    failure: "library.delete_failed",
    listPath: () => "/admin/library",
  });
}
