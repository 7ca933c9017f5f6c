import "server-only";
import { getTranslations } from "next-intl/server";
import type { QuizText } from "./quiz-text";

/** The client's words, with "{name}" placeholders left for it to fill. */
export async function quizText(): Promise<QuizText> {
  const t = await getTranslations("Quiz");
  const raw = (key: string) => t.raw(key) as string;
  return {
    questionNumber: raw("questionNumber"),
    submit: t("submit"),
    submitting: t("submitting"),
    score: raw("score"),
    saved: t("saved"),
    repeat: t("repeat"),
    signedOut: t("signedOut"),
    bestAndLast: raw("bestAndLast"),
    yourAnswer: t("yourAnswer"),
    notAnswered: t("notAnswered"),
    rightAnswer: t("rightAnswer"),
    correct: t("correct"),
    wrong: t("wrong"),
    explanation: t("explanation"),
    tryAgain: t("tryAgain"),
    practiceMode: t("practiceMode"),
    check: t("check"),
    chooseFirst: t("chooseFirst"),
    problems: {
      malformed: t("problemMalformed"),
      "too-many": t("problemMalformed"),
      "unknown-question": t("problemChanged"),
      "unknown-option": t("problemChanged"),
      "no-quiz": t("problemChanged"),
      empty: t("problemEmpty"),
      invalid: t("problemChanged"),
      "rate-limited": t("rateLimited"),
      error: t("error"),
    },
  };
}
