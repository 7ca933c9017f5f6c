"use client";

import { PreviewAndSave } from "@/components/workspace/preview-and-save";
import { useActionState } from "react";
import {
  FieldShell,
  FormError,
  INPUT_CLASS,
  PictureField,
  SelectField,
  TextField,
} from "@/components/workspace/form-field";
import { savePageForm } from "@/server/pages/page-actions";
import { EMPTY_PAGE_FORM_STATE } from "@/server/pages/page-form-state";
import { PageText } from "./page-text";

type Props = {
  id: number | null;
  initial: Record<string, string>;
  paths: { value: string; label: string }[];
  locales: { value: string; label: string }[];
  labels: Record<string, string>;
};

/**
 * A page's address, language, title and Markdown text, with a picture to add. Preview shows the
 * text as the site will (rendered on the server) and keeps what was typed; Publish saves it.
 */
export function PageForm({ id, initial, paths, locales, labels }: Props) {
  const [state, formAction, pending] = useActionState(savePageForm, EMPTY_PAGE_FORM_STATE);
  const value = (name: string) => state.values[name] ?? initial[name] ?? "";
  const error = (name: string) => state.fieldErrors[name];
  const select = (name: string, options: { value: string; label: string }[]) => (
    <SelectField
      name={name}
      label={labels[name]!}
      error={error(name)}
      defaultValue={value(name)}
      options={options}
    />
  );
  return (
    // A new key after each answer makes the fields take the values the server gave back.
    <form key={JSON.stringify(state.values)} action={formAction} noValidate className="space-y-5">
      <FormError message={state.formError} />
      {id !== null && <input type="hidden" name="id" value={id} />}
      <div className="grid max-w-2xl gap-4 sm:grid-cols-2">
        {select("path", paths)}
        {select("locale", locales)}
      </div>
      <div className="max-w-2xl">
        <TextField
          name="title"
          label={labels.title!}
          defaultValue={value("title")}
          error={error("title")}
        />
      </div>
      <FieldShell name="body" label={labels.body!} hint={labels.bodyHint} error={error("body")}>
        {(a11y) => (
          <textarea
            {...a11y}
            name="body"
            rows={18}
            defaultValue={value("body")}
            dir="auto"
            className={`${INPUT_CLASS} font-mono text-sm`}
          />
        )}
      </FieldShell>
      <PictureField label={labels.image!} hint={labels.imageHint} error={error("image")} />
      <PreviewAndSave
        pending={pending}
        previewLabel={labels.preview!}
        saveLabel={labels.publish!}
        savingLabel={labels.saving!}
        saveIntent="publish"
      />
      {state.preview !== undefined && (
        <section
          aria-labelledby="page-preview"
          className="rounded-lg border-2 border-dashed border-slate-300 p-4"
        >
          <h2
            id="page-preview"
            className="text-sm font-semibold tracking-wide text-slate-600 uppercase"
          >
            {labels.previewHeading}
          </h2>
          <p className="mt-2 text-2xl font-bold text-slate-900">{value("title")}</p>
          <PageText html={state.preview} />
        </section>
      )}
    </form>
  );
}
