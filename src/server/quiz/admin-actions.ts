"use server";

import { z } from "zod";
import { questionRow, questionValues, QUESTION_FIELDS } from "@/server/content/question-row";
import { blankToUndefined, text } from "@/server/content/rules";
import { quizRow, QUIZ_FIELDS } from "@/server/content/quiz-row";
import { getDb } from "@/server/db/client";
import { redirectInLocale } from "@/server/i18n/locale";
import { log } from "@/server/log";
import {
  failedState,
  formErrorState,
  formText,
  invalidState,
  notSavedState,
  pictureProblemState,
  refusedState,
} from "@/server/workspace/action-state";
import type { SaveOutcome } from "@/server/workspace/change";
import { readRowId } from "@/server/workspace/form-input";
import type { FormState } from "@/server/workspace/form-state";
import { authorizeAction } from "@/server/workspace/guard";
import { readUploadedPicture } from "@/server/workspace/images";
import type { QuestionFormState } from "./question-form-state";
import { saveQuestion } from "./question-writes";
import { saveQuiz } from "./quiz-writes";
import { renderQuizText } from "./render";

/** A picture's words for those who cannot see it: required with a picture (the write checks). */
const pictureAlt = z.object({ imageAlt: z.preprocess(blankToUndefined, text(300).optional()) });

/**
 * The question form's two buttons (decision 0081): Preview renders the text, options and
 * explanation as students will see them (nothing is written); Save checks and stores it.
 */
export async function saveQuestionForm(
  _previous: QuestionFormState,
  form: FormData,
): Promise<QuestionFormState> {
  const access = await authorizeAction("content:write");
  if (!access.ok) return refusedState(access.error);
  if (!(form instanceof FormData)) return formErrorState("badRequest", {});
  const values = formText(form, [...QUESTION_FIELDS, "imageAlt"]);
  const id = readRowId(form);
  if (!id.ok) return formErrorState("badRequest", values);
  const parsed = questionRow.safeParse(values);
  if (!parsed.success) return invalidState(parsed.error.issues, values);
  const alt = pictureAlt.safeParse(values);
  if (!alt.success) return invalidState(alt.error.issues, values);
  const question = questionValues(parsed.data);
  if (form.get("intent") === "preview") {
    return {
      fieldErrors: {},
      formError: null,
      values,
      preview: {
        language: question.language,
        textHtml: renderQuizText(question.text),
        optionsHtml: question.options.map(renderQuizText),
        answer: question.answer,
        explanationHtml: question.explanation ? renderQuizText(question.explanation) : null,
      },
    };
  }
  const picture = await readUploadedPicture(form);
  if (picture && "problem" in picture) return pictureProblemState(picture.problem, values);
  let outcome: SaveOutcome;
  try {
    outcome = await saveQuestion(await getDb(), access.actor, id.id, question, {
      image: picture?.image,
      alt: alt.data.imageAlt ?? null,
    });
  } catch (error) {
    return failedState("workspace.question_save_failed", error, values);
  }
  if (!outcome.ok) return notSavedState(outcome, values);
  log("info", "workspace.question_saved", { id: outcome.id, by: access.actor.id });
  return redirectInLocale(`/admin/questions/${outcome.id}?saved=1`);
}

/** Creates or edits a quiz and its questions' order; on success, back to its page. */
export async function saveQuizForm(_previous: FormState, form: FormData): Promise<FormState> {
  const access = await authorizeAction("content:write");
  if (!access.ok) return refusedState(access.error);
  if (!(form instanceof FormData)) return formErrorState("badRequest", {});
  const values = formText(form, QUIZ_FIELDS);
  const id = readRowId(form);
  if (!id.ok) return formErrorState("badRequest", values);
  const parsed = quizRow.safeParse(values);
  if (!parsed.success) return invalidState(parsed.error.issues, values);
  let outcome: SaveOutcome;
  try {
    outcome = await saveQuiz(await getDb(), access.actor, id.id, parsed.data);
  } catch (error) {
    return failedState("workspace.quiz_save_failed", error, values);
  }
  if (!outcome.ok) return notSavedState(outcome, values);
  log("info", "workspace.quiz_saved", { id: outcome.id, by: access.actor.id });
  return redirectInLocale(`/admin/quizzes/${outcome.id}?saved=1`);
}
