import "katex/dist/katex.min.css";
import "./quiz.css";
import { getLocale, getTranslations } from "next-intl/server";
import { getLocalePath } from "@/server/i18n/locale";
import type { MockTestView } from "@/server/quiz/mock";
import { QUIZ_ANCHOR } from "./quiz-form";
import { QuizHeader } from "./quiz-header";
import { quizText } from "./quiz-messages";
import { MockTest } from "./mock-test";
import { mockText } from "./mock-messages";

/** An entry test's timed mock test (decision 0085): the rules, then Start. */
export async function MockPage({
  mock,
  href,
  practiceSize,
}: {
  mock: MockTestView;
  href: string;
  /** The questions of the entry test's practice set, null without one (decision 0101). */
  practiceSize: number | null;
}) {
  const [t, text, words, inLocale, locale] = await Promise.all([
    getTranslations("Quiz.mock"),
    quizText(),
    mockText(),
    getLocalePath(),
    getLocale(),
  ]);
  const penalty = mock.penaltyQuarters / 4;
  return (
    <section
      id={QUIZ_ANCHOR}
      className="quiz mx-auto flex max-w-3xl scroll-mt-4 flex-col gap-4 px-4 py-8"
    >
      <QuizHeader
        kind={t("kind")}
        title={mock.title}
        about={`${t("rules", { count: mock.questions.length, minutes: mock.minutes })} ${
          penalty > 0 ? t("negative", { penalty }) : t("noNegative")
        }`}
        link={
          practiceSize === null
            ? null
            : { href: `${href}/practice`, label: t("practiceLink", { count: practiceSize }) }
        }
      />
      <MockTest
        quizId={mock.id}
        questions={mock.questions}
        text={text}
        mockText={words}
        locale={locale}
        retryHref={inLocale(href)}
      />
    </section>
  );
}
