"use client";

import { useActionState } from "react";
import { FormError } from "@/components/workspace/form-field";
import { restorePageForm } from "@/server/pages/page-actions";
import { EMPTY_PAGE_FORM_STATE } from "@/server/pages/page-form-state";

/** One version's "Restore" button: that text becomes the page's again, as a new version. */
export function RestoreForm({
  pageId,
  versionId,
  label,
}: {
  pageId: number;
  versionId: number;
  label: string;
}) {
  const [state, formAction, pending] = useActionState(restorePageForm, EMPTY_PAGE_FORM_STATE);
  return (
    <form action={formAction}>
      <FormError message={state.formError} />
      <input type="hidden" name="id" value={pageId} />
      <input type="hidden" name="version" value={versionId} />
      <button
        type="submit"
        disabled={pending}
        className="text-brand-800 border-brand-700 rounded-md border px-3 py-1 text-sm font-semibold hover:bg-slate-50 disabled:opacity-70"
      >
        {label}
      </button>
    </form>
  );
}
