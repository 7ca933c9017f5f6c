import { z } from "zod";

/** A row id from a form's hidden field: a PostgreSQL integer, or null for "new". */
const rowId = z.coerce.number().int().min(1).max(2_147_483_647);

export type RowIdInput = { ok: true; id: number | null } | { ok: false };

/** The `id` field of a form: missing or "" means a new row; anything else must be an id. */
export function readRowId(form: FormData): RowIdInput {
  const raw = form.get("id");
  if (raw === null || raw === "") return { ok: true, id: null };
  if (typeof raw !== "string") return { ok: false };
  const parsed = rowId.safeParse(raw);
  return parsed.success ? { ok: true, id: parsed.data } : { ok: false };
}

/** An existing row's id (deletes): required. */
export function readExistingId(form: FormData): number | null {
  const read = readRowId(form);
  return read.ok ? read.id : null;
}

/** A delete goes ahead only with the confirmation's own field, sent by its "Yes, delete" button. */
export function isConfirmed(form: FormData): boolean {
  return form.get("confirm") === "yes";
}
