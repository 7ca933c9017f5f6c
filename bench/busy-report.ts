import type { Check } from "./budgets";
import type { BusyWorkFigures } from "./busy-work";
import type { ProbeFigures } from "./while-busy";

/** Issue 32: what a visitor may wait for while the server does heavy work. */
export const busyBudgets = { keptPageP99BelowMs: 50, healthP99BelowMs: 100 } as const;

const BUDGETS: Record<string, number> = {
  "kept page": busyBudgets.keptPageP99BelowMs,
  "/healthz": busyBudgets.healthP99BelowMs,
};

const describe = (p: ProbeFigures) =>
  `${p.p99Ms} ms (max ${p.maxMs} ms), ${p.errors} errors of ${p.requests}`;

export function checkBusyWork(all: readonly BusyWorkFigures[]): Check[] {
  return all.flatMap((figures) => [
    {
      screen: figures.work,
      check: "the work ran as meant",
      value: `${figures.did}; ${Math.round(figures.busy.busyMs / 1000)} s`,
      budget: "ran",
      pass: figures.ran,
    },
    ...figures.busy.probes
      .filter((p) => BUDGETS[p.name] !== undefined)
      .map((p) => ({
        screen: figures.work,
        check: `${p.name} (${p.path}) p99 meanwhile`,
        value: describe(p),
        budget: `< ${BUDGETS[p.name]} ms, no errors`,
        pass: p.p99Ms < BUDGETS[p.name]! && p.errors === 0,
      })),
  ]);
}

export function busySection(all: readonly BusyWorkFigures[] | undefined): string {
  if (!all || all.length === 0) return "";
  return [
    "## While the server is busy",
    "",
    "Each probe asked again and again by 2 clients (20 ms between answers) while the work ran, and on the quiet server for as long (at most 20 s).",
    "",
    "| work | probe | path | requests | p50 | p99 | max | errors | quiet p99 |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...all.flatMap((figures) =>
      figures.busy.probes.map((p) => {
        const quiet = figures.quiet.probes.find((q) => q.name === p.name);
        return `| ${figures.work.split(":")[0]} | ${p.name} | ${p.path} | ${p.requests} | ${p.p50Ms} ms | ${p.p99Ms} ms | ${p.maxMs} ms | ${p.errors} | ${quiet?.p99Ms ?? "–"} ms |`;
      }),
    ),
    "",
    ...all.map((f) => `- ${f.work}: ${f.did}, in ${(f.busy.busyMs / 1000).toFixed(1)} s.`),
    "",
  ].join("\n");
}
