"use client";

import { PreviewAndSave } from "@/components/workspace/preview-and-save";
import { useActionState } from "react";
import { FormError, PictureField } from "@/components/workspace/form-field";
import { saveQuestionForm } from "@/server/quiz/admin-actions";
import { EMPTY_QUESTION_FORM_STATE } from "@/server/quiz/question-form-state";
import { formFields, type Choice } from "./admin-fields";
import { QuestionPreview } from "./question-preview";

type Props = {
  id: number | null;
  /** The stored picture, shown above the field that replaces it. */
  picture: { src: string; alt: string } | null;
  initial: Record<string, string>;
  choices: Record<"class" | "subject" | "difficulty" | "language" | "answer", Choice[]>;
  labels: Record<string, string>;
};

const OPTIONS = ["option1", "option2", "option3", "option4", "option5"];

/**
 * A question's place, difficulty, language, text, options, right option and explanation
 * (decision 0081). Preview shows the mathematics as students will see it, rendered on the
 * server, and keeps what was typed; Save stores it. Works the same without JavaScript.
 */
export function QuestionForm({ id, picture, initial, choices, labels }: Props) {
  const [state, formAction, pending] = useActionState(saveQuestionForm, EMPTY_QUESTION_FORM_STATE);
  const { field, select } = formFields(state, initial, labels, choices);
  return (
    // A new key after each answer makes the fields take the values the server gave back.
    <form
      key={JSON.stringify(state.values)}
      action={formAction}
      noValidate
      className="max-w-2xl space-y-5"
    >
      <FormError message={state.formError} />
      {id !== null && <input type="hidden" name="id" value={id} />}
      <div className="grid gap-4 sm:grid-cols-2">
        {select("class")}
        {select("subject")}
        {field("chapterNo")}
        {select("difficulty")}
        {select("language")}
      </div>
      {field("question", true)}
      {OPTIONS.map((name) => (
        <div key={name}>{field(name)}</div>
      ))}
      {select("answer")}
      {field("explanation", true)}
      {picture && (
        <img src={picture.src} alt={picture.alt} className="max-h-48 w-auto rounded border" />
      )}
      <PictureField label={labels.image!} error={state.fieldErrors.image} />
      {field("imageAlt")}
      <PreviewAndSave
        pending={pending}
        previewLabel={labels.preview!}
        saveLabel={labels.save!}
        savingLabel={labels.saving!}
      />
      {state.preview && <QuestionPreview preview={state.preview} labels={labels} />}
    </form>
  );
}
