"use client";

import { useActionState } from "react";
import { FormError, SubmitButton } from "@/components/workspace/form-field";
import { EMPTY_FORM_STATE } from "@/server/workspace/form-state";
import { saveQuizForm } from "@/server/quiz/admin-actions";
import { formFields, type Choice } from "./admin-fields";

type Props = {
  id: number | null;
  initial: Record<string, string>;
  choices: Record<"kind" | "class" | "subject" | "test" | "negativeMarking", Choice[]>;
  labels: Record<string, string>;
};

/**
 * A quiz: a lecture's quick quiz, a chapter's test or an entry test's timed mock test, where it
 * is attached (a mock test's length and negative marking), and its questions by number in order
 * (decisions 0081, 0101). Works the same without JavaScript.
 */
export function QuizEditorForm({ id, initial, choices, labels }: Props) {
  const [state, formAction, pending] = useActionState(saveQuizForm, EMPTY_FORM_STATE);
  const { field, select } = formFields(state, initial, labels, choices);
  return (
    <form
      key={JSON.stringify(state.values)}
      action={formAction}
      noValidate
      className="max-w-2xl space-y-5"
    >
      <FormError message={state.formError} />
      {id !== null && <input type="hidden" name="id" value={id} />}
      {select("kind")}
      {field("title")}
      <div className="grid gap-4 sm:grid-cols-2">
        {select("class")}
        {select("subject")}
        {field("chapterNo")}
        {field("lectureNo")}
      </div>
      <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-3">
        <legend className="px-1 text-sm font-semibold text-slate-800">{labels.mockLegend}</legend>
        <p className="text-sm text-slate-600 sm:col-span-3">{labels.mockHint}</p>
        {select("test")}
        {field("minutes")}
        {select("negativeMarking")}
      </fieldset>
      {field("questions", true)}
      <SubmitButton pending={pending} label={labels.save!} pendingLabel={labels.saving!} />
    </form>
  );
}
