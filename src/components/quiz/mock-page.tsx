import "katex/dist/katex.min.css";
import "./quiz.css";
import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { contentDir } from "@/lib/bidi";
import { getLocalePath } from "@/server/i18n/locale";
import type { MockTestView } from "@/server/quiz/mock";
import { QUIZ_ANCHOR } from "./quiz-form";
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
      <header className="flex flex-col gap-1">
        <p className="text-brand-700 text-sm font-semibold">{t("kind")}</p>
        <h1 dir={contentDir(mock.title)} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {mock.title}
        </h1>
        <p className="text-sm text-slate-700">
          {t("rules", { count: mock.questions.length, minutes: mock.minutes })}{" "}
          {penalty > 0 ? t("negative", { penalty }) : t("noNegative")}
        </p>
        {practiceSize !== null && (
          <Link href={`${href}/practice`} className="text-brand-700 self-start text-sm underline">
            {t("practiceLink", { count: practiceSize })}
          </Link>
        )}
      </header>
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
