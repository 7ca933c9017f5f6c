import type { Machine } from "./machine";
import { WORKSPACE_LIST_P99_BUDGET_MS, type WorkspaceListFigures } from "./workspace-list";

const START = "<!-- workspace-list:start -->";
const END = "<!-- workspace-list:end -->";

export type WorkspaceRun = {
  figures: WorkspaceListFigures;
  passed: boolean;
  machine: Machine;
  date: string;
  /** What the server held. */
  catalogue: string;
};

function section(run: WorkspaceRun): string {
  const f = run.figures;
  const m = run.machine;
  return [
    START,
    "## Editors' workspace: lecture list with a large catalogue",
    "",
    `Made by \`npm run bench:workspace\` on ${run.date}: ${run.catalogue}, signed in as an admin, one request at a time (a single user). Machine: ${m.cpuModel}, ${m.cores} cores, load average ${m.loadAverageAtStart} at the start; Node ${m.node}.`,
    "",
    `Budget: p99 < ${WORKSPACE_LIST_P99_BUDGET_MS} ms. Result: **${run.passed ? "PASSED" : "FAILED"}**.`,
    "",
    "| requests | p50 | p95 | p99 | max | failures |",
    "| --- | --- | --- | --- | --- | --- |",
    `| ${f.requests} | ${f.p50Ms} ms | ${f.p95Ms} ms | ${f.p99Ms} ms | ${f.maxMs} ms | ${f.failures} |`,
    "",
    `Addresses measured, each ${f.requests / f.paths.length} times: the first page; by class; by class and subject; two searches; and ${f.paths.length - 5} pages deep by following "Next page" (cursors).`,
    ...(f.slowest.length > 0
      ? [
          "",
          "Slowest addresses (their own p50 / p99):",
          "",
          ...f.slowest.map((s) => `- \`${s.path.slice(0, 90)}\`: ${s.p50Ms} ms / ${s.p99Ms} ms`),
        ]
      : []),
    END,
  ].join("\n");
}

/** RESULTS.md with the workspace section put in (or replaced): the rest of the file stays. */
export function writeWorkspaceSection(markdown: string, run: WorkspaceRun): string {
  return `${withoutWorkspaceSection(markdown).trimEnd()}\n\n${section(run)}\n`;
}

/** The workspace section of a RESULTS.md, or "" (npm run bench keeps it when it rewrites the file). */
export function workspaceSection(markdown: string): string {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  return start === -1 || end < start ? "" : markdown.slice(start, end + END.length);
}

function withoutWorkspaceSection(markdown: string): string {
  const kept = workspaceSection(markdown);
  return kept ? markdown.replace(kept, "") : markdown;
}
