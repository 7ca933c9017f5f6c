import type { QuestionFormState } from "@/server/quiz/question-form-state";
import { languageOf } from "./quiz-text";

type Preview = NonNullable<QuestionFormState["preview"]>;

/** The question as students will see it, its right option marked (the editor's view only). */
export function QuestionPreview({
  preview,
  labels,
}: {
  preview: Preview;
  labels: Record<string, string>;
}) {
  return (
    <section
      aria-labelledby="question-preview"
      className="quiz rounded-lg border-2 border-dashed border-slate-300 p-4"
    >
      <h2
        id="question-preview"
        className="text-sm font-semibold tracking-wide text-slate-600 uppercase"
      >
        {labels.previewHeading}
      </h2>
      <p
        {...languageOf(preview)}
        className="mt-2 font-medium text-slate-900"
        dangerouslySetInnerHTML={{ __html: preview.textHtml }}
      />
      <ol {...languageOf(preview)} className="mt-3 flex list-decimal flex-col gap-2 ps-6">
        {preview.optionsHtml.map((html, index) => (
          <li key={index}>
            <span dangerouslySetInnerHTML={{ __html: html }} />
            {index === preview.answer && (
              <strong className="text-brand-800 ms-2 text-sm">({labels.rightOption})</strong>
            )}
          </li>
        ))}
      </ol>
      {preview.explanationHtml && (
        <p className="mt-3 text-sm text-slate-700">
          <strong>{labels.explanation}:</strong>{" "}
          <span
            {...languageOf(preview)}
            dangerouslySetInnerHTML={{ __html: preview.explanationHtml }}
          />
        </p>
      )}
    </section>
  );
}
