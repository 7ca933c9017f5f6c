/** The words of the quiz screens, from the "Quiz" messages, handed to the client components. */
export type QuizText = {
  questionNumber: string;
  submit: string;
  submitting: string;
  score: string;
  saved: string;
  repeat: string;
  signedOut: string;
  bestAndLast: string;
  yourAnswer: string;
  notAnswered: string;
  rightAnswer: string;
  correct: string;
  wrong: string;
  explanation: string;
  tryAgain: string;
  practiceMode: string;
  check: string;
  chooseFirst: string;
  problems: Record<string, string>;
};

/** "{name}" placeholders filled in the browser, without the messages library. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A question's own language and direction, for its text and options (not the page's words). */
export function languageOf(question: { language: "en" | "ur" }) {
  return { lang: question.language, dir: question.language === "ur" ? "rtl" : "ltr" } as const;
}
