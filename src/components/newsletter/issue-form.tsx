"use client";

import { PreviewAndSave } from "@/components/workspace/preview-and-save";
import { useActionState } from "react";
import { FieldShell, FormError, INPUT_CLASS, TextField } from "@/components/workspace/form-field";
import { saveIssueForm, type IssueFormState } from "@/server/newsletter/issue-actions";

type Props = {
  id: number | null;
  initial: Record<string, string>;
  locales: { value: string; label: string }[];
  labels: Record<string, string>;
};

const EMPTY: IssueFormState = { fieldErrors: {}, formError: null, values: {} };

/** An issue's audience, subject, text and links; Preview shows the mail as it will go out. */
export function IssueForm({ id, initial, locales, labels }: Props) {
  const [state, formAction, pending] = useActionState(saveIssueForm, EMPTY);
  const value = (name: string) => state.values[name] ?? initial[name] ?? "";
  const error = (name: string) => state.fieldErrors[name];
  return (
    <form key={JSON.stringify(state.values)} action={formAction} noValidate className="space-y-5">
      <FormError message={state.formError} />
      {id !== null && <input type="hidden" name="id" value={id} />}
      <div className="max-w-2xl space-y-4">
        <FieldShell name="locale" label={labels.locale!} error={error("locale")}>
          {(a11y) => (
            <select {...a11y} name="locale" defaultValue={value("locale")} className={INPUT_CLASS}>
              {locales.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <TextField
          name="subject"
          label={labels.subject!}
          defaultValue={value("subject")}
          error={error("subject")}
        />
        <FieldShell name="body" label={labels.body!} hint={labels.bodyHint} error={error("body")}>
          {(a11y) => (
            <textarea
              {...a11y}
              name="body"
              rows={12}
              dir="auto"
              defaultValue={value("body")}
              className={INPUT_CLASS}
            />
          )}
        </FieldShell>
        <FieldShell
          name="links"
          label={labels.links!}
          hint={labels.linksHint}
          error={error("links")}
        >
          {(a11y) => (
            <textarea
              {...a11y}
              name="links"
              rows={3}
              dir="ltr"
              defaultValue={value("links")}
              className={`${INPUT_CLASS} font-mono text-sm`}
            />
          )}
        </FieldShell>
      </div>
      <PreviewAndSave
        pending={pending}
        previewLabel={labels.preview!}
        saveLabel={labels.save!}
        savingLabel={labels.saving!}
      />
      {state.preview && (
        <section
          aria-labelledby="issue-preview"
          className="max-w-2xl rounded-lg border-2 border-dashed border-slate-300 p-4"
        >
          <h2 id="issue-preview" className="text-sm font-semibold text-slate-600">
            {labels.previewHeading}
          </h2>
          <p className="mt-2 font-semibold text-slate-900" dir="auto">
            {state.preview.subject}
          </p>
          <pre
            dir="auto"
            className="mt-2 font-sans text-sm break-words whitespace-pre-wrap text-slate-800"
            data-testid="issue-preview-text"
          >
            {state.preview.text}
          </pre>
        </section>
      )}
    </form>
  );
}
