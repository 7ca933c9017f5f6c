"use client";

import { useActionState, useCallback, useEffect, useRef, useState } from "react";
import { keepQuizResult } from "@/components/personal/local-quiz-results";
import { showQuizScore } from "@/components/personal/personal-store";
import { buttonClass } from "@/components/ui/button-styles";
import type { MockOutcome, MockProblem, MockSitting, QuizQuestionView } from "@/lib/quiz-types";
import { mockAction, saveMockAnswers } from "@/server/quiz/mock-actions";
import { MockClock } from "./mock-clock";
import { MockMarksSummary } from "./mock-marks";
import { mockScoreLines } from "./mock-score";
import type { MockText } from "./mock-text";
import { QUIZ_ANCHOR } from "./quiz-form";
import { QuizQuestion } from "./quiz-question";
import { QuizResult } from "./quiz-result";
import { fill, type QuizText } from "./quiz-text";

const IDLE: MockOutcome = { status: "idle" };
const PAKISTAN_TIME = "Asia/Karachi";

/**
 * A timed mock test (decision 0085): Start asks the server for a sitting (its end is the
 * server's), then the questions as one form. Without JavaScript the end shows as a time of day;
 * with it a clock counts down, answers are saved as the student goes (signed in), and the form
 * submits itself when the time runs out.
 */
export function MockTest(props: {
  quizId: number;
  questions: QuizQuestionView[];
  text: QuizText;
  mockText: MockText;
  locale: string;
  retryHref: string;
}) {
  const { quizId, questions, text, mockText, retryHref } = props;
  const [state, formAction, pending] = useActionState(mockAction, IDLE, `#${QUIZ_ANCHOR}`);
  useEffect(() => {
    if (state.status !== "graded") return;
    if (state.summary) showQuizScore(quizId, state.summary);
    if (state.resultToken) keepQuizResult(state.resultToken);
  }, [state, quizId]);

  if (state.status === "graded") {
    return (
      <QuizResult
        result={state}
        questions={questions}
        text={text}
        retryHref={retryHref}
        score={state.mock && mockScoreLines({ ...state, mock: state.mock }, mockText)}
      >
        {state.mock && <MockMarksSummary marks={state.mock} text={mockText} />}
      </QuizResult>
    );
  }
  const problem = state.status === "idle" ? undefined : problemText(state, text, mockText);
  if (state.status !== "started") {
    return (
      <form action={formAction} className="flex flex-col gap-3">
        <input type="hidden" name="quiz" value={quizId} />
        <input type="hidden" name="intent" value="start" />
        <p className="text-sm text-slate-700">{mockText.resumeSignedIn}</p>
        <p role="alert" className="min-h-[1lh] text-sm font-medium text-red-700">
          {problem}
        </p>
        <button type="submit" disabled={pending} className={`${buttonClass()} self-start`}>
          {mockText.start}
        </button>
      </form>
    );
  }
  return (
    <SittingForm
      {...props}
      sitting={state.sitting}
      problem={problem}
      pending={pending}
      formAction={formAction}
    />
  );
}

function problemText(
  state: Exclude<MockOutcome, { status: "idle" | "graded" }>,
  text: QuizText,
  mockText: MockText,
): string | undefined {
  const problem: MockProblem | undefined = state.problem;
  if (problem === undefined) return undefined;
  return problem === "no-sitting" ? mockText.noSitting : text.problems[problem];
}

function SittingForm({
  quizId,
  questions,
  text,
  mockText,
  locale,
  sitting,
  problem,
  pending,
  formAction,
}: Parameters<typeof MockTest>[0] & {
  sitting: MockSitting;
  problem: string | undefined;
  pending: boolean;
  formAction: (form: FormData) => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const [timedOut, setTimedOut] = useState(false);
  const endsAt = new Intl.DateTimeFormat(locale, {
    timeStyle: "short",
    timeZone: PAKISTAN_TIME,
  }).format(sitting.endsAt);
  const submitNow = useCallback(() => {
    setTimedOut(true);
    form.current?.requestSubmit();
  }, []);

  function save() {
    if (!sitting.resumable || !form.current) return;
    const answers: Record<string, number> = {};
    for (const [name, value] of new FormData(form.current)) {
      if (/^a[0-9]+$/.test(name) && typeof value === "string")
        answers[name.slice(1)] = Number(value);
    }
    void saveMockAnswers({ token: sitting.token, answers });
  }

  return (
    <form ref={form} action={formAction} onChange={save} className="flex flex-col gap-4">
      <input type="hidden" name="quiz" value={quizId} />
      <input type="hidden" name="intent" value="submit" />
      <input type="hidden" name="sitting" value={sitting.token} />
      <div className="sticky top-0 z-10 flex flex-wrap items-baseline gap-x-4 gap-y-1 border-b border-slate-200 bg-white/95 py-2">
        <p className="text-sm text-slate-700">{fill(mockText.endsAt, { time: endsAt })}</p>
        <MockClock
          endsAt={sitting.endsAt}
          serverNow={sitting.serverNow}
          template={mockText.timeLeft}
          onEnd={submitNow}
        />
      </div>
      {questions.map((question, index) => (
        <QuizQuestion
          key={question.id}
          question={question}
          number={index + 1}
          text={text}
          practice={false}
          checked={undefined}
          onCheck={() => undefined}
          chosen={sitting.answers[String(question.id)]}
        />
      ))}
      <p role="alert" className="min-h-[1lh] text-sm font-medium text-red-700">
        {timedOut && pending ? mockText.timeUp : problem}
      </p>
      <button type="submit" disabled={pending} className={`${buttonClass()} self-start`}>
        {pending ? text.submitting : text.submit}
      </button>
    </form>
  );
}
