import "katex/dist/katex.min.css";
import "./quiz.css";
import { getTranslations } from "next-intl/server";
import { lectureClasses, subjectNames } from "@/content/classes";
import { questionFormValues, QUESTION_FIELDS } from "@/server/content/question-row";
import { NEGATIVE_MARKING, QUIZ_FIELDS } from "@/server/content/quiz-row";
import { getPlaceNames } from "@/server/i18n/classes";
import { getEntryTestNames } from "@/server/i18n/entry-tests";
import type { getQuestionForEdit } from "@/server/quiz/question-writes";
import { mediaPath } from "@/server/workspace/images";
import type { Choice } from "./admin-fields";
import { QuestionForm } from "./question-form";
import { QuizEditorForm } from "./quiz-editor-form";

/** The catalogue's classes and subjects in the page's language, each list with its "Choose". */
async function placeChoices(): Promise<{ class: Choice[]; subject: Choice[] }> {
  const [names, t] = await Promise.all([getPlaceNames(), getTranslations("Quiz.admin")]);
  return {
    class: [
      { value: "", label: t("chooseClass") },
      ...lectureClasses.map((c) => ({ value: c.slug, label: names.classes[c.slug] ?? c.title })),
    ],
    subject: [
      { value: "", label: t("chooseSubject") },
      ...Object.keys(subjectNames).map((slug) => ({
        value: slug,
        label: names.subjects[slug] ?? slug,
      })),
    ],
  };
}

/** Labels of the fields (the workspace's names, which its messages also use) and hints. */
async function fieldLabels(fields: readonly string[], hints: string[], save: string) {
  const [w, t] = await Promise.all([getTranslations("Workspace"), getTranslations("Quiz.admin")]);
  return {
    ...Object.fromEntries(fields.map((name) => [name, w(`fields.${name}`)])),
    ...Object.fromEntries(hints.map((name) => [`${name}Hint`, t(`${name}Hint`)])),
    save: t(save),
    saving: w("saving"),
  };
}

type Question = Awaited<ReturnType<typeof getQuestionForEdit>>;

/** The question form with its choices, filled for an edit (decision 0081). */
export async function QuestionEditor({ question }: { question: Question }) {
  const [t, places, labels] = await Promise.all([
    getTranslations("Quiz.admin"),
    placeChoices(),
    fieldLabels(
      [...QUESTION_FIELDS, "image", "imageAlt"],
      ["question", "option3", "explanation", "imageAlt"],
      "saveQuestion",
    ),
  ]);
  const numbers = [1, 2, 3, 4, 5];
  return (
    <QuestionForm
      id={question?.id ?? null}
      picture={
        question?.imageId
          ? { src: mediaPath(question.imageId), alt: question.imageAlt ?? "" }
          : null
      }
      initial={
        question
          ? { ...questionFormValues(question), imageAlt: question.imageAlt ?? "" }
          : { difficulty: "1", answer: "1" }
      }
      choices={{
        ...places,
        difficulty: [1, 2, 3].map((n) => ({ value: String(n), label: t(`difficulty${n}`) })),
        language: [
          { value: "en", label: t("english") },
          { value: "ur", label: t("urdu") },
        ],
        answer: numbers.map((n) => ({ value: String(n), label: t("optionNumber", { number: n }) })),
      }}
      labels={{
        ...labels,
        preview: t("preview"),
        previewHeading: t("previewHeading"),
        rightOption: t("rightOption"),
      }}
    />
  );
}

/** The quiz form with its choices, filled for an edit. */
export async function QuizEditor({
  quiz,
}: {
  quiz: { id: number; values: Record<string, string> } | null;
}) {
  const [t, tests, places, labels] = await Promise.all([
    getTranslations("Quiz.admin"),
    getEntryTestNames(),
    placeChoices(),
    fieldLabels(QUIZ_FIELDS, ["lectureNo", "questions", "minutes"], "saveQuiz"),
  ]);
  return (
    <QuizEditorForm
      id={quiz?.id ?? null}
      initial={quiz?.values ?? { kind: "chapter", negativeMarking: "0" }}
      choices={{
        ...places,
        kind: [
          { value: "chapter", label: t("kindChapter") },
          { value: "lecture", label: t("kindLecture") },
          { value: "mock", label: t("kindMock") },
          { value: "practice", label: t("kindPractice") },
        ],
        test: [
          { value: "", label: t("chooseTest") },
          ...Object.entries(tests).map(([slug, name]) => ({ value: slug, label: name })),
        ],
        negativeMarking: NEGATIVE_MARKING.map((marks) => ({
          value: marks,
          label: marks === "0" ? t("noNegativeMarking") : t("negativeMarks", { marks }),
        })),
      }}
      labels={{ ...labels, mockLegend: t("mockLegend"), mockHint: t("mockHint") }}
    />
  );
}
