import "katex/dist/katex.min.css";
import "./quiz.css";
import { getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { contentDir } from "@/lib/bidi";
import { getLocalePath } from "@/server/i18n/locale";
import type { QuizView } from "@/server/quiz/queries";
import { QuizScoreMark } from "@/components/personal/quiz-marks";
import { QUIZ_ANCHOR, QuizForm } from "./quiz-form";
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
      <header className="flex flex-col gap-1">
        <p className="text-brand-700 text-sm font-semibold">{t("practice.kind")}</p>
        <h1 dir={contentDir(quiz.title)} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {quiz.title}
        </h1>
        <p className="text-sm text-slate-600">
          {t("questionCount", { count: quiz.questions.length })} · {t("practice.intro")}
        </p>
        <QuizScoreMark quizId={quiz.id} text={t.raw("bestAndLast") as string} />
        <Link href={href} className="text-brand-700 self-start text-sm underline">
          {t("practice.toMock")}
        </Link>
      </header>
      <QuizForm
        quizId={quiz.id}
        questions={quiz.questions}
        text={text}
        retryHref={inLocale(`${href}/practice`)}
      />
    </section>
  );
}
