import type { ReactNode } from "react";
import type { QuizOutcome, QuizQuestionView } from "@/lib/quiz-types";
import { fill, languageOf, type QuizText } from "./quiz-text";

type Graded = Extract<QuizOutcome, { status: "graded" }>;

/**
 * The score at once after submitting, then each question with its answer and explanation. A mock
 * test gives its own heading in marks and counts (`score`), and its marks by subject (children).
 */
export function QuizResult({
  result,
  questions,
  text,
  retryHref,
  score,
  children,
}: {
  result: Graded;
  questions: QuizQuestionView[];
  text: QuizText;
  retryHref: string;
  score?: { heading: string; counts: string };
  children?: ReactNode;
}) {
  const saved = { saved: text.saved, repeat: text.repeat, "signed-out": text.signedOut }[
    result.saved
  ];
  return (
    <section aria-labelledby="quiz-score" className="flex flex-col gap-4">
      <div className="bg-brand-50 border-brand-200 rounded-lg border p-4" role="status">
        <h2 id="quiz-score" className="text-brand-800 text-xl font-bold">
          {score?.heading ??
            fill(text.score, { score: result.score, total: result.total, percent: result.percent })}
        </h2>
        {score && <p className="mt-1 text-sm font-medium text-slate-800">{score.counts}</p>}
        <p className="mt-1 text-sm text-slate-700">{saved}</p>
        {result.summary && (
          <p className="mt-1 text-sm text-slate-700">
            {fill(text.bestAndLast, {
              best: result.summary.best,
              last: result.summary.last,
              attempts: result.summary.attempts,
            })}
          </p>
        )}
      </div>
      {children}
      <ol className="flex flex-col gap-3">
        {result.items.map((item, index) => {
          const question = questions.find((q) => q.id === item.questionId);
          const own = question ? languageOf(question) : {};
          return (
            <li key={item.questionId} className="rounded-lg border border-slate-200 bg-white p-4">
              <p className="text-sm font-semibold text-slate-600">
                {fill(text.questionNumber, { number: index + 1 })} ·{" "}
                <span className={item.correct ? "text-brand-700" : "text-red-700"}>
                  {item.correct ? text.correct : text.wrong}
                </span>
              </p>
              {question && (
                <p
                  {...languageOf(question)}
                  className="mt-1 font-medium text-slate-900"
                  dangerouslySetInnerHTML={{ __html: question.textHtml }}
                />
              )}
              <p className="mt-2 text-sm text-slate-700">
                {text.yourAnswer}{" "}
                {item.chosenHtml === null ? (
                  <em>{text.notAnswered}</em>
                ) : (
                  <span {...own} dangerouslySetInnerHTML={{ __html: item.chosenHtml }} />
                )}
              </p>
              {!item.correct && (
                <p className="text-sm text-slate-700">
                  {text.rightAnswer}{" "}
                  <span {...own} dangerouslySetInnerHTML={{ __html: item.rightHtml }} />
                </p>
              )}
              {item.explanationHtml && (
                <p className="mt-2 text-sm text-slate-600">
                  <strong>{text.explanation}</strong>{" "}
                  <span {...own} dangerouslySetInnerHTML={{ __html: item.explanationHtml }} />
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <a href={retryHref} className="text-brand-700 self-start font-semibold underline">
        {text.tryAgain}
      </a>
    </section>
  );
}
