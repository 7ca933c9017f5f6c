"use client";

import { useActionState } from "react";
import {
  FieldShell,
  FormError,
  SelectField,
  INPUT_CLASS,
  SubmitButton,
  TextField,
} from "@/components/workspace/form-field";
import { saveDocumentForm } from "@/server/library/actions";
import { EMPTY_FORM_STATE } from "@/server/workspace/form-state";

export type Option = { value: string; label: string };

type Props = {
  id: number | null;
  initial: Record<string, string>;
  /** Each field's label, and the buttons' and hints' words. */
  labels: Record<string, string>;
  /** The choices of each select field; an optional one starts with an empty "None". */
  options: Record<string, Option[]>;
};

/**
 * Upload or edit a library document: its fields and the PDF, or a scanned paper's page images. While the server converts the
 * pages the button says so (a long PDF takes a minute); it works without JavaScript too.
 */
export function DocumentForm({ id, initial, labels, options }: Props) {
  const [state, formAction, pending] = useActionState(saveDocumentForm, EMPTY_FORM_STATE);
  const value = (name: string) => state.values[name] ?? initial[name] ?? "";
  const error = (name: string) => state.fieldErrors[name];
  const select = (name: string) => (
    <SelectField
      key={name}
      name={name}
      label={labels[name] ?? name}
      error={error(name)}
      defaultValue={value(name)}
      options={options[name] ?? []}
    />
  );
  return (
    <form action={formAction} noValidate className="max-w-2xl space-y-5">
      <FormError message={state.formError} />
      {id !== null && <input type="hidden" name="id" value={id} />}
      {["kind", "class", "subject"].map(select)}
      <TextField
        name="title"
        label={labels.title ?? ""}
        defaultValue={value("title")}
        error={error("title")}
      />
      <TextField
        name="chapter"
        label={labels.chapter ?? ""}
        inputMode="numeric"
        defaultValue={value("chapter")}
        error={error("chapter")}
      />
      {select("board")}
      <TextField
        name="year"
        label={labels.year ?? ""}
        inputMode="numeric"
        defaultValue={value("year")}
        error={error("year")}
      />
      {["group", "part", "paper", "exam"].map(select)}
      <FieldShell
        name="file"
        label={labels.file ?? ""}
        hint={labels.fileHint}
        error={error("file")}
      >
        {(a11y) => (
          <input
            {...a11y}
            type="file"
            name="file"
            accept="application/pdf,.pdf"
            className={INPUT_CLASS}
          />
        )}
      </FieldShell>
      <FieldShell
        name="images"
        label={labels.images ?? ""}
        hint={labels.imagesHint}
        error={error("images")}
      >
        {(a11y) => (
          <input
            {...a11y}
            type="file"
            name="images"
            multiple
            accept="image/jpeg,image/png,image/webp"
            className={INPUT_CLASS}
          />
        )}
      </FieldShell>
      <SubmitButton
        pending={pending}
        label={labels.save ?? ""}
        pendingLabel={labels.converting ?? ""}
      />
    </form>
  );
}
