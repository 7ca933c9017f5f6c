import "server-only";
import { getDb, type Database } from "@/server/db/client";
import { redirectInLocale } from "@/server/i18n/locale";
import { failedState, formErrorState, refusedState } from "./action-state";
import type { Actor } from "./audit";
import { isConfirmed, readExistingId } from "./form-input";
import type { FormState } from "./form-state";
import { authorizeAction } from "./guard";

type Deletion<T> = {
  /** What the form names (by default its row id); null when the form is not one of ours. */
  read?: (form: FormData) => T | null;
  /** Deletes it, in the audit log; false when it was already gone. */
  remove: (db: Database, actor: Actor, target: T) => Promise<boolean>;
  /** The log event of a failed delete. */
  failure: string;
  /** The list the editor returns to. */
  listPath: (target: T) => string;
};

/**
 * Every delete form of the workspace: an editor's session, the row, the confirmation's own field
 * ("Yes, delete"), the delete, then back to the list; a row already gone is said so.
 */
export async function confirmedDelete<T = number>(
  form: FormData,
  deletion: Deletion<T>,
): Promise<FormState> {
  const access = await authorizeAction("content:write");
  if (!access.ok) return refusedState(access.error);
  if (!(form instanceof FormData)) return formErrorState("badRequest", {});
  const read = deletion.read ?? ((given: FormData) => readExistingId(given) as T | null);
  const target = read(form);
  if (target === null) return formErrorState("badRequest", {});
  if (!isConfirmed(form)) return formErrorState("confirmDelete", {});
  try {
    if (!(await deletion.remove(await getDb(), access.actor, target))) {
      return formErrorState("gone", {});
    }
  } catch (error) {
    return failedState(deletion.failure, error, {});
  }
  return redirectInLocale(`${deletion.listPath(target)}?deleted=1`);
}
