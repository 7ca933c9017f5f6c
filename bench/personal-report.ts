import { budgets, type Check, type ScreenFigures } from "./budgets";
import type { ViewerFigures } from "./progress-viewers";
import { RENDERS, type SignedInFigures } from "./signed-in";

/** Issues 16 and 23: the budgets of signed-in views, personal requests and progress reports. */
export const personalBudgets = {
  /** Signed-in views/s over the anonymous requests/s of the same page. */
  signedInRatio: 0.5,
  viewP99BelowMs: budgets.p99BelowMs,
  /** GET /api/me alone, 50 connections. */
  personalP99BelowMs: 20,
  /** POST /api/progress, 500 viewers every 10 s. */
  reportP99BelowMs: 50,
} as const;

export type PersonalFigures = {
  signedIn: SignedInFigures[];
  viewers: ViewerFigures[];
};

const anonymousRate = (screens: readonly ScreenFigures[], key: string) =>
  screens.find((f) => f.screen.key === key)?.load?.requestsPerSecond;

export function checkPersonal(
  figures: PersonalFigures,
  screens: readonly ScreenFigures[],
): Check[] {
  const checks: Check[] = [];
  for (const s of figures.signedIn) {
    const anonymous = anonymousRate(screens, s.key);
    const ratio = anonymous ? s.viewsPerSecond / anonymous : undefined;
    const clean = s.errors === 0 && s.non2xx === 0;
    const screen = `${s.key} (${s.database})`;
    checks.push(
      {
        screen,
        check: "signed-in views/s over anonymous requests/s",
        value:
          ratio === undefined
            ? "not measured"
            : `${ratio.toFixed(2)} (${s.viewsPerSecond} vs ${anonymous})`,
        budget: `>= ${personalBudgets.signedInRatio}`,
        pass: ratio !== undefined && ratio >= personalBudgets.signedInRatio && clean,
      },
      {
        screen,
        check: "signed-in view p99 (page and /api/me)",
        value: `${s.p99Ms} ms, ${s.errors} errors, ${s.non2xx} non-2xx`,
        budget: `< ${personalBudgets.viewP99BelowMs} ms, no errors`,
        pass: s.p99Ms < personalBudgets.viewP99BelowMs && clean,
      },
    );
    if (s.personal) {
      const p = s.personal;
      const ok = p.errors + p.timeouts + p.non2xx === 0;
      checks.push({
        screen,
        check: "GET /api/me p99",
        value: `${p.p99Ms} ms, ${p.errors + p.timeouts} errors, ${p.non2xx} non-2xx`,
        budget: `< ${personalBudgets.personalP99BelowMs} ms, no errors`,
        pass: p.p99Ms < personalBudgets.personalP99BelowMs && ok,
      });
    }
  }
  for (const v of figures.viewers) {
    checks.push({
      screen: `progress (${v.database})`,
      check: `POST /api/progress p99, ${v.viewers} viewers every 10 s`,
      value: `${v.p99Ms} ms, ${v.errors} errors of ${v.reports}`,
      budget: `< ${personalBudgets.reportP99BelowMs} ms, no errors`,
      pass: v.p99Ms < personalBudgets.reportP99BelowMs && v.errors === 0,
    });
  }
  return checks;
}

export function personalSection(
  figures: PersonalFigures | undefined,
  screens: readonly ScreenFigures[],
): string {
  if (!figures) return "";
  return [
    "## Signed-in views and personal requests",
    "",
    "A signed-in student's view is the shared page and its `GET /api/me` (decision 0029), one after the other on each of the connections; the anonymous rate is the load table's, from this same run. Render: the page rendered afresh (asked of Next.js on the socket the edge renders through), median of " +
      `${RENDERS} sequential requests.`,
    "",
    "| screen | database | anonymous req/s | signed-in views/s | ratio | view p99 | /api/me req/s | /api/me p99 | render (median) |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...figures.signedIn.map((s) => {
      const anonymous = anonymousRate(screens, s.key);
      const ratio = anonymous ? (s.viewsPerSecond / anonymous).toFixed(2) : "–";
      return `| ${s.key} | ${s.database} | ${anonymous ?? "–"} | ${s.viewsPerSecond} | ${ratio} | ${s.p99Ms} ms | ${s.personal?.requestsPerSecond ?? "–"} | ${s.personal ? `${s.personal.p99Ms} ms` : "–"} | ${s.render ? `${s.render.medianMs} ms` : "–"} |`;
    }),
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
  ].join("\n");
}
