import type { Check } from "./budgets";
import type { BulkCheckFigures } from "./bulk-check";
import type { ProbeFigures } from "./while-busy";

/** Issue 32: what a visitor may wait for while the server does heavy work. */
export const busyBudgets = { keptPageP99BelowMs: 50, healthP99BelowMs: 100 } as const;

const BUDGETS: Record<string, number> = {
  "kept page": busyBudgets.keptPageP99BelowMs,
  "/healthz": busyBudgets.healthP99BelowMs,
};

const describe = (p: ProbeFigures) =>
  `${p.p99Ms} ms (max ${p.maxMs} ms), ${p.errors} errors of ${p.requests}`;

export function checkBulkCheck(figures: BulkCheckFigures): Check[] {
  const work = `bulk-upload check, ${figures.rows.toLocaleString("en")} rows`;
  const outcome = figures.busy.outcome;
  return [
    {
      screen: work,
      check: "the check ran to its end",
      value: `HTTP ${outcome.status}, ${outcome.stage}, ${Math.round(figures.busy.busyMs / 1000)} s`,
      budget: "ready",
      pass: outcome.status === 200 && outcome.stage === "ready",
    },
    ...figures.busy.probes
      .filter((p) => BUDGETS[p.name] !== undefined)
      .map((p) => ({
        screen: work,
        check: `${p.name} (${p.path}) p99 meanwhile`,
        value: describe(p),
        budget: `< ${BUDGETS[p.name]} ms, no errors`,
        pass: p.p99Ms < BUDGETS[p.name]! && p.errors === 0,
      })),
  ];
}

export function busySection(bulk: BulkCheckFigures | undefined): string {
  if (!bulk) return "";
  const quiet = (name: string) => bulk.quiet.probes.find((p) => p.name === name);
  return [
    "## While the server is busy",
    "",
    `Each probe asked again and again by 2 clients (20 ms between answers) while the work ran, and on the quiet server for as long (at most 20 s). The work: an editor's bulk-upload check of a CSV of ${bulk.rows.toLocaleString("en")} new lectures (${(bulk.busy.outcome.csvBytes / 1024 / 1024).toFixed(1)} MB), which took ${(bulk.busy.busyMs / 1000).toFixed(1)} s and answered HTTP ${bulk.busy.outcome.status}, stage ${bulk.busy.outcome.stage}.`,
    "",
    "| work | probe | path | requests | p50 | p99 | max | errors | quiet p99 |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...bulk.busy.probes.map(
      (p) =>
        `| bulk-upload check | ${p.name} | ${p.path} | ${p.requests} | ${p.p50Ms} ms | ${p.p99Ms} ms | ${p.maxMs} ms | ${p.errors} | ${quiet(p.name)?.p99Ms ?? "–"} ms |`,
    ),
    "",
  ].join("\n");
}
