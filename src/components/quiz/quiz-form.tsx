"use client";

import { useActionState, useEffect, useRef, useState } from "react";
import { useHydrated } from "@/components/layout/use-hydrated";
import { keepQuizResult } from "@/components/personal/local-quiz-results";
import { showQuizScore } from "@/components/personal/personal-store";
import { buttonClass } from "@/components/ui/button-styles";
import type { CheckOutcome, QuizOutcome, QuizQuestionView } from "@/lib/quiz-types";
import { checkQuizAnswer, submitQuiz } from "@/server/quiz/actions";
import { QuizQuestion } from "./quiz-question";
import { QuizResult } from "./quiz-result";
import type { QuizText } from "./quiz-text";

const IDLE: QuizOutcome = { status: "idle" };
/** The block a post without JavaScript comes back to (decision 0080). */
export const QUIZ_ANCHOR = "quiz";

/**
 * The quiz as one form posted to a server action: without JavaScript the browser posts it and
 * the page comes back with the result; with it, the result replaces the form in place. Practice
 * mode (JavaScript only) checks each answer with the server as the student goes.
 */
export function QuizForm({
  quizId,
  questions,
  text,
  retryHref,
}: {
  quizId: number;
  questions: QuizQuestionView[];
  text: QuizText;
  retryHref: string;
}) {
  const [state, formAction, pending] = useActionState(submitQuiz, IDLE, `#${QUIZ_ANCHOR}`);
  const hydrated = useHydrated();
  const [practice, setPractice] = useState(false);
  const [checks, setChecks] = useState<Record<number, CheckOutcome | "choose-first">>({});
  const form = useRef<HTMLFormElement>(null);
  const started = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // When the student began, for the time taken; the server only believes a plausible one.
    if (started.current) started.current.value = String(Date.now());
  }, []);

  useEffect(() => {
    // The tab's copy of the account takes the new best and last (decision 0082).
    if (state.status !== "graded") return;
    if (state.summary) showQuizScore(quizId, state.summary);
    // Signed out, the signed result waits in the browser for a sign-in (decision 0086).
    if (state.resultToken) keepQuizResult(state.resultToken);
  }, [state, quizId]);

  if (state.status === "graded") {
    return <QuizResult result={state} questions={questions} text={text} retryHref={retryHref} />;
  }

  async function check(questionId: number) {
    const chosen = form.current && new FormData(form.current).get(`a${questionId}`);
    if (typeof chosen !== "string") {
      setChecks((all) => ({ ...all, [questionId]: "choose-first" }));
      return;
    }
    const outcome = await checkQuizAnswer({ quizId, questionId, chosen: Number(chosen) });
    setChecks((all) => ({ ...all, [questionId]: outcome }));
  }

  const problem =
    state.status === "invalid" ? text.problems[state.problem] : text.problems[state.status];
  return (
    <form ref={form} action={formAction} className="flex flex-col gap-4">
      <input type="hidden" name="quiz" value={quizId} />
      <input ref={started} type="hidden" name="started" defaultValue="" />
      {hydrated && (
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={practice}
            onChange={(event) => setPractice(event.target.checked)}
            className="size-4"
          />
          {text.practiceMode}
        </label>
      )}
      {questions.map((question, index) => (
        <QuizQuestion
          key={question.id}
          question={question}
          number={index + 1}
          text={text}
          practice={practice}
          checked={checks[question.id]}
          onCheck={() => void check(question.id)}
        />
      ))}
      <p role="alert" className="min-h-[1lh] text-sm font-medium text-red-700">
        {problem}
      </p>
      <button type="submit" disabled={pending} className={`${buttonClass()} self-start`}>
        {pending ? text.submitting : text.submit}
      </button>
    </form>
  );
}
