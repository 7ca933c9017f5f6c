"use client";

import { useActionState } from "react";
import { FormError } from "@/components/workspace/form-field";
import { sendIssueForm, type IssueFormState } from "@/server/newsletter/issue-actions";

const EMPTY: IssueFormState = { fieldErrors: {}, formError: null, values: {} };

/** Sends a saved draft: a box to tick first, as a send cannot be taken back. */
export function SendIssueForm({ id, labels }: { id: number; labels: Record<string, string> }) {
  const [state, formAction, pending] = useActionState(sendIssueForm, EMPTY);
  return (
    <form action={formAction} className="mt-8 max-w-2xl space-y-3 rounded-lg border p-4">
      <FormError message={state.formError} />
      <input type="hidden" name="id" value={id} />
      <p className="text-slate-700">{labels.sendWarning}</p>
      <label className="flex items-start gap-2">
        <input type="checkbox" name="confirm" value="yes" className="mt-1.5" />
        <span>{labels.sendBox}</span>
      </label>
      <button
        type="submit"
        disabled={pending}
        className="rounded-md bg-amber-600 px-5 py-2.5 font-semibold text-white hover:bg-amber-700 disabled:opacity-70"
      >
        {labels.send}
      </button>
    </form>
  );
}
