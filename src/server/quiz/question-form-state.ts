import type { FormState } from "@/server/workspace/form-state";

/** The question form's state: the workspace's, and the rendered question when Preview was pressed. */
export type QuestionFormState = FormState & {
  preview?: {
    language: "en" | "ur";
    textHtml: string;
    optionsHtml: string[];
    /** The right option's place, from 0: the preview is the editor's, so it may say. */
    answer: number;
    explanationHtml: string | null;
  };
};

export const EMPTY_QUESTION_FORM_STATE: QuestionFormState = {
  fieldErrors: {},
  formError: null,
  values: {},
};
