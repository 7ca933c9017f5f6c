import "katex/dist/katex.min.css";
import "./quiz.css";
import { getTranslations } from "next-intl/server";
import { getLocalePath } from "@/server/i18n/locale";
import type { QuizView } from "@/server/quiz/queries";
import { QUIZ_ANCHOR, QuizForm } from "./quiz-form";
import { QuizHeader } from "./quiz-header";
import { quizText } from "./quiz-messages";

/**
 * An entry test's untimed practice set (decision 0101): the quiz form of the chapter tests, with
 * practice mode's answer after each question, and a way back to the timed mock test.
 */
export async function PracticePage({ quiz, href }: { quiz: QuizView; href: string }) {
  const [t, text, inLocale] = await Promise.all([
    getTranslations("Quiz"),
    quizText(),
    getLocalePath(),
  ]);
  return (
    <section
      id={QUIZ_ANCHOR}
      className="quiz mx-auto flex max-w-3xl scroll-mt-4 flex-col gap-4 px-4 py-8"
    >
      <QuizHeader
        kind={t("practice.kind")}
        title={quiz.title}
        about={`${t("questionCount", { count: quiz.questions.length })} · ${t("practice.intro")}`}
        score={{ quizId: quiz.id, text: t.raw("bestAndLast") as string }}
        link={{ href, label: t("practice.toMock") }}
      />
      <QuizForm
        quizId={quiz.id}
        questions={quiz.questions}
        text={text}
        retryHref={inLocale(`${href}/practice`)}
      />
    </section>
  );
}
