import { budgets, type Check } from "./budgets";
import type { Timing } from "./catalogue-figures";
import type { ViewerFigures } from "./progress-viewers";
import type { QuizSubmissionFigures } from "./quiz-submissions";
import { RENDERS } from "./signed-in";
import type { VisitFigures } from "./visit-load";
import { DWELL_MS, MAX_PAGES, MIN_PAGES } from "./visits";

/** Issues 16, 23 and 32: the budgets of signed-in visits, personal reads and progress reports. */
export const personalBudgets = {
  /** Signed-in views/s over the anonymous views/s of the same visits. */
  signedInRatio: 0.5,
  viewP99BelowMs: budgets.p99BelowMs,
  /**
   * GET /api/me, one at a time while the visits saturate the server: read from the database each
   * time (decision 0064), it waits in the same queue as the pages, so it has their budget.
   */
  personalP99BelowMs: budgets.p99BelowMs,
  /** POST /api/progress, 500 viewers every 10 s (and the students' own during their visits). */
  reportP99BelowMs: 50,
  /** A mock test's submission: 500 students within 10 s (issue 35). */
  quizSubmitP99BelowMs: 100,
} as const;

export type PersonalFigures = {
  visits: VisitFigures[];
  /** Uncached renders of home, /latest and the player (median of RENDERS), for scale. */
  renders: { key: string; timing: Timing }[];
  viewers: ViewerFigures[];
  quizzes: QuizSubmissionFigures[];
};

const ratioOf = (v: VisitFigures) =>
  v.anonymousViewsPerSecond > 0 ? v.signedInViewsPerSecond / v.anonymousViewsPerSecond : undefined;

function visitChecks(v: VisitFigures): Check[] {
  const ratio = ratioOf(v);
  const clean = v.errors === 0 && v.non2xx === 0;
  const screen = `visits (${v.database})`;
  return [
    {
      screen,
      check: "signed-in views/s over anonymous views/s, the same pages",
      value:
        ratio === undefined
          ? "not measured"
          : `${ratio.toFixed(2)} (${v.signedInViewsPerSecond} vs ${v.anonymousViewsPerSecond})`,
      budget: `>= ${personalBudgets.signedInRatio}`,
      pass: ratio !== undefined && ratio >= personalBudgets.signedInRatio && clean,
    },
    {
      screen,
      check: "signed-in p99 (pages and /api/me)",
      value: `${v.p99Ms} ms, ${v.errors} errors, ${v.non2xx} non-2xx`,
      budget: `< ${personalBudgets.viewP99BelowMs} ms, no errors`,
      pass: v.p99Ms < personalBudgets.viewP99BelowMs && clean,
    },
    {
      screen,
      check: "GET /api/me p99 during the visits",
      value: `${v.personalP99Ms} ms`,
      budget: `< ${personalBudgets.personalP99BelowMs} ms`,
      pass: v.personalP99Ms < personalBudgets.personalP99BelowMs,
    },
    {
      // The server is saturated meanwhile: their time is reported, only errors fail.
      screen,
      check: "the students' own progress reports during the visits",
      value: `${v.reportErrors} errors of ${v.reports} (p99 ${v.reportP99Ms} ms)`,
      budget: "no errors",
      pass: v.reportErrors === 0,
    },
  ];
}

export function checkPersonal(figures: PersonalFigures): Check[] {
  const checks = figures.visits.flatMap(visitChecks);
  for (const v of figures.viewers) {
    checks.push({
      screen: `progress (${v.database})`,
      check: `POST /api/progress p99, ${v.viewers} viewers every 10 s`,
      value: `${v.p99Ms} ms, ${v.errors} errors of ${v.reports}`,
      budget: `< ${personalBudgets.reportP99BelowMs} ms, no errors`,
      pass: v.p99Ms < personalBudgets.reportP99BelowMs && v.errors === 0,
    });
  }
  for (const q of figures.quizzes) {
    checks.push({
      screen: `quiz submissions (${q.database})`,
      check: `a ${q.questions}-question mock test submitted by ${q.students} students within ${q.seconds} s, p99`,
      value: `${q.p99Ms} ms, ${q.lost} lost`,
      budget: `< ${personalBudgets.quizSubmitP99BelowMs} ms, none lost`,
      pass: q.p99Ms < personalBudgets.quizSubmitP99BelowMs && q.lost === 0,
    });
  }
  return checks;
}

export function personalSection(figures: PersonalFigures | undefined): string {
  if (!figures) return "";
  return [
    "## Signed-in visits and personal requests",
    "",
    `Each connection is a student of its own on a visit of ${MIN_PAGES} to ${MAX_PAGES} different pages (documents, one per ${DWELL_MS / 1000} s of the student's time), over and over: signed in, the pages and the reads of \`GET /api/me\` the browser's own rule makes on that clock (decision 0064: the tab keeps its copy of the account); and the same pages as a visitor, in turns (two rounds each). Meanwhile each student posts a progress report every ${DWELL_MS / 1000} s of real time, and one more client asks \`GET /api/me\` one request at a time; the connections keep the server saturated, so these times include its queue.`,
    "",
    "| database | students | pages per visit | /api/me per visit | signed-in views/s | anonymous views/s | ratio | p99 | /api/me p99 | reports (p99, errors) |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...figures.visits.map(
      (v) =>
        `| ${v.database} | ${v.students} | ${v.pagesPerVisit} | ${v.personalPerVisit} | ${v.signedInViewsPerSecond} | ${v.anonymousViewsPerSecond} | ${ratioOf(v)?.toFixed(2) ?? "–"} | ${v.p99Ms} ms | ${v.personalP99Ms} ms | ${v.reports} (${v.reportP99Ms} ms, ${v.reportErrors}) |`,
    ),
    "",
    `Uncached renders (asked of Next.js on the socket the edge renders through), median of ${RENDERS}: ` +
      figures.renders.map((r) => `${r.key} ${r.timing.medianMs} ms`).join(", ") +
      ".",
    "",
    "Progress reports: each simulated viewer is a student of their own who posts a report every 10 s (start, then progress), spread over the first 10 s.",
    "",
    "| database | viewers | seconds | reports | p50 | p99 | errors |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...figures.viewers.map(
      (v) =>
        `| ${v.database} | ${v.viewers} | ${v.seconds} | ${v.reports} | ${v.p50Ms} ms | ${v.p99Ms} ms | ${v.errors} |`,
    ),
    "",
    "Quiz submissions: each student (signed up, the mock test started before) submits the demo's MDCAT mock test once, spread over the window; lost counts answers not graded and stored.",
    "",
    "| database | students | questions | seconds | p50 | p99 | lost |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...figures.quizzes.map(
      (q) =>
        `| ${q.database} | ${q.students} | ${q.questions} | ${q.seconds} | ${q.p50Ms} ms | ${q.p99Ms} ms | ${q.lost} |`,
    ),
    "",
  ].join("\n");
}
