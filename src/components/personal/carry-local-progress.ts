import {
  MAX_WAITING_REPORTS,
  clearLocalProgress,
  mergeReports,
  readLocalProgress,
} from "./local-progress";

/**
 * Progress counted while signed out, handed to the account once the page knows it (decision
 * 0030); true when some was taken. The reports still waiting for an answer go with their tokens,
 * so none is lost.
 */
export async function carryLocalProgress(signal: AbortSignal): Promise<boolean> {
  const entries = Object.entries(readLocalProgress());
  const tokens = entries.flatMap(([, entry]) => entry.token ?? []);
  const waiting = entries
    .flatMap(([id, entry]) => {
      const report = Array.isArray(entry.waiting) ? mergeReports(entry.waiting) : undefined;
      return report ? [{ lectureId: Number(id), ...report }] : [];
    })
    .slice(-MAX_WAITING_REPORTS);
  if (tokens.length === 0 && waiting.length === 0) return false;
  const response = await fetch("/api/progress/claim", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ tokens, waiting }),
    signal,
  });
  if (!response.ok) return false;
  clearLocalProgress();
  return true;
}
