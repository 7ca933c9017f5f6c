"use client";

import { useActionState } from "react";
import { EMPTY_FORM_STATE, type FormState } from "@/server/workspace/form-state";
import { FormError } from "./form-field";

type Props = {
  action: (state: FormState, form: FormData) => Promise<FormState>;
  /** Hidden fields naming what goes: id, and kind for the feed's lists. */
  fields: Record<string, string>;
  labels: { open: string; warning: string; confirm: string; pending: string };
};

/**
 * Deleting asks first: the button only opens a warning (a <details>, so no JavaScript is needed)
 * that says what goes with it, and "Yes, delete" sends the confirmation the server requires.
 */
export function DeleteForm({ action, fields, labels }: Props) {
  const [state, formAction, pending] = useActionState(action, EMPTY_FORM_STATE);
  return (
    <details className="group mt-10 max-w-2xl rounded-lg border border-red-200 bg-red-50/50 p-4">
      <summary className="cursor-pointer font-semibold text-red-800">{labels.open}</summary>
      <form action={formAction} className="mt-3 space-y-3">
        <FormError message={state.formError} />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <p className="text-slate-800">{labels.warning}</p>
        <button
          type="submit"
          name="confirm"
          value="yes"
          disabled={pending}
          className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
        >
          {pending ? labels.pending : labels.confirm}
        </button>
      </form>
    </details>
  );
}
