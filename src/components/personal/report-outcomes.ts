import type { ProgressAnswer } from "@/server/progress/report-endpoint";
import type { WaitingReport } from "./local-progress";

/**
 * What became of a lecture's progress reports, told to its viewer. Apart from the queue that
 * sends them (waiting-reports.ts) so the player can listen before that code is fetched, which is
 * when the student first plays or unlocks (decision 0100).
 */
export type ReportOutcome =
  { kind: "answered"; answer: ProgressAnswer; asked: WaitingReport["event"] } | { kind: "failed" };

const listeners = new Map<number, Set<(outcome: ReportOutcome) => void>>();

export function onReportOutcome(lectureId: number, listener: (outcome: ReportOutcome) => void) {
  const set = listeners.get(lectureId) ?? new Set();
  set.add(listener);
  listeners.set(lectureId, set);
  return () => void set.delete(listener);
}

export function tellReportOutcome(lectureId: number, outcome: ReportOutcome) {
  for (const listener of listeners.get(lectureId) ?? []) listener(outcome);
}
