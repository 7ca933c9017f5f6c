"use client";

import { useActionState } from "react";
import { saveEntryForm } from "@/server/workspace/feed-actions";
import { EMPTY_FORM_STATE } from "@/server/workspace/form-state";
import { FormError, SubmitButton, TextField } from "./form-field";

type Props = {
  kind: string;
  id: number | null;
  initial: Record<string, string>;
  labels: Record<string, string>;
};

/** A Featured, Coaching or job entry: title, description (optional for jobs), link. */
export function EntryForm({ kind, id, initial, labels }: Props) {
  const [state, formAction, pending] = useActionState(saveEntryForm, EMPTY_FORM_STATE);
  const value = (name: string) => state.values[name] ?? initial[name] ?? "";
  const error = (name: string) => state.fieldErrors[name];
  return (
    <form action={formAction} noValidate className="max-w-2xl space-y-5">
      <FormError message={state.formError} />
      <input type="hidden" name="kind" value={kind} />
      {id !== null && <input type="hidden" name="id" value={id} />}
      <TextField
        name="title"
        label={labels.title!}
        defaultValue={value("title")}
        error={error("title")}
      />
      <TextField
        name="description"
        label={labels.description!}
        hint={labels.descriptionHint}
        multiline
        defaultValue={value("description")}
        error={error("description")}
      />
      <TextField
        name="link"
        label={labels.link!}
        type="url"
        defaultValue={value("link")}
        error={error("link")}
      />
      <SubmitButton pending={pending} label={labels.save!} pendingLabel={labels.saving!} />
    </form>
  );
}
