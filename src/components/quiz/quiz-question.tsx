import type { CheckOutcome, QuizQuestionView } from "@/lib/quiz-types";
import { fill, languageOf, type QuizText } from "./quiz-text";

const OPTION_LETTERS = { en: ["A", "B", "C", "D", "E"], ur: ["الف", "ب", "ج", "د", "ہ"] };

/**
 * One question as a group of radio buttons named `a<id>`, valued by the option's place. In
 * practice mode a button asks the server whether the chosen option is right.
 */
export function QuizQuestion({
  question,
  number,
  text,
  practice,
  checked,
  onCheck,
  chosen,
}: {
  question: QuizQuestionView;
  number: number;
  text: QuizText;
  practice: boolean;
  checked: CheckOutcome | "choose-first" | undefined;
  onCheck: () => void;
  /** The option chosen before, when a mock test resumes (decision 0085). */
  chosen?: number;
}) {
  const name = `a${question.id}`;
  const legendId = `q${question.id}-text`;
  return (
    <fieldset
      aria-labelledby={legendId}
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <div id={legendId} className="mb-3">
        <p className="text-sm font-semibold text-slate-600">
          {fill(text.questionNumber, { number })}
        </p>
        <p
          {...languageOf(question)}
          className="mt-1 font-medium text-slate-900"
          dangerouslySetInnerHTML={{ __html: question.textHtml }}
        />
        {question.image && (
          <img
            src={question.image.src}
            alt={question.image.alt}
            width={question.image.width}
            height={question.image.height}
            loading="lazy"
            className="mt-3 h-auto max-w-full rounded border border-slate-200"
          />
        )}
      </div>
      <ul {...languageOf(question)} className="flex flex-col gap-2">
        {question.optionsHtml.map((html, index) => (
          <li key={index}>
            <label className="hover:border-brand-600 has-checked:border-brand-700 has-checked:bg-brand-50 flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 p-3">
              <input
                type="radio"
                name={name}
                value={index}
                defaultChecked={chosen === index}
                className="mt-1.5 size-4 shrink-0"
              />
              {/* A letter as exam papers have, and a name for an option that is only mathematics
                  (its MathML gives screen readers the rest). */}
              <span className="font-semibold text-slate-600">
                {OPTION_LETTERS[question.language][index]}.
              </span>{" "}
              <span dangerouslySetInnerHTML={{ __html: html }} />
            </label>
          </li>
        ))}
      </ul>
      {practice && (
        <div className="mt-3 flex flex-col gap-2" aria-live="polite">
          <button
            type="button"
            onClick={onCheck}
            className="border-brand-700 text-brand-800 hover:bg-brand-50 self-start rounded-md border px-3 py-1.5 text-sm font-semibold"
          >
            {text.check}
          </button>
          <CheckAnswer checked={checked} question={question} text={text} />
        </div>
      )}
    </fieldset>
  );
}

function CheckAnswer({
  checked,
  question,
  text,
}: {
  checked: CheckOutcome | "choose-first" | undefined;
  question: QuizQuestionView;
  text: QuizText;
}) {
  if (checked === undefined) return null;
  if (checked === "choose-first")
    return <p className="text-sm text-slate-700">{text.chooseFirst}</p>;
  if (checked.status !== "checked") {
    return <p className="text-sm text-red-700">{text.problems[checked.status]}</p>;
  }
  return (
    <div className="text-sm text-slate-700">
      <p
        className={checked.correct ? "text-brand-700 font-semibold" : "font-semibold text-red-700"}
      >
        {checked.correct ? text.correct : text.wrong}
      </p>
      {!checked.correct && (
        <p>
          {text.rightAnswer}{" "}
          <span
            {...languageOf(question)}
            dangerouslySetInnerHTML={{ __html: question.optionsHtml[checked.right] ?? "" }}
          />
        </p>
      )}
      {checked.explanationHtml && (
        <p>
          <strong>{text.explanation}</strong>{" "}
          <span
            {...languageOf(question)}
            dangerouslySetInnerHTML={{ __html: checked.explanationHtml }}
          />
        </p>
      )}
    </div>
  );
}
