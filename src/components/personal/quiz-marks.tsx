"use client";

import { usePersonal } from "./use-personal";

/*
 * A signed-in student's quiz scores on shared pages (decision 0082), from this tab's copy of the
 * account like the progress marks: empty on the server and for visitors, in a place of their own
 * size so nothing moves when they fill.
 */

/** The score a chapter test must reach for the chapter card's mark. */
export const TEST_PASS_PERCENT = 80;

function fill(template: string, values: Record<string, number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The quiz page, before an attempt: "Your best: 80% · last: 60% · attempts: 2". */
export function QuizScoreMark({ quizId, text }: { quizId: number; text: string }) {
  const personal = usePersonal();
  const score = personal.status === "ready" ? personal.copy.quizzes[quizId] : undefined;
  return (
    <p data-mark="quiz" className="min-h-5 text-sm font-medium text-slate-700">
      {score ? fill(text, { best: score.best, last: score.last, attempts: score.attempts }) : ""}
    </p>
  );
}

/** A chapter card: "Chapter test: best 90% ✓" once the best test is at least 80%. */
export function ChapterTestMark({
  classSlug,
  subject,
  chapterNo,
  text,
}: {
  classSlug: string;
  subject: string;
  chapterNo: number;
  text: string;
}) {
  const personal = usePersonal();
  const tests = personal.status === "ready" ? Object.values(personal.copy.quizzes) : [];
  const best = tests.find(
    ({ chapter }) =>
      chapter?.classSlug === classSlug &&
      chapter.subject === subject &&
      chapter.chapterNo === chapterNo,
  )?.best;
  return (
    <span data-mark="chapter-test" className="text-brand-700 block min-h-5 text-sm font-semibold">
      {best !== undefined && best >= TEST_PASS_PERCENT ? fill(text, { percent: best }) : ""}
    </span>
  );
}
