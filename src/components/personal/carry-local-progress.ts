import { MAX_CLAIM_TOKENS, MAX_WAITING_REPORTS } from "@/lib/progress-claim";
import {
  mergeReports,
  readLocalProgress,
  removeLocalEntries,
  type LocalEntry,
} from "./local-progress";

const hasWaiting = (entry: LocalEntry) => Array.isArray(entry.waiting) && entry.waiting.length > 0;
const worthless = (entry: LocalEntry) => !entry.token && !hasWaiting(entry);

/**
 * Progress counted while signed out, handed to the account once the page knows it (decision
 * 0030); true when some was taken. The reports still waiting for an answer go with their tokens,
 * so none is lost. A claim takes at most MAX_CLAIM_TOKENS lectures (decision 0062): the rest go
 * with the tab's next read of the account (decision 0064).
 */
export async function carryLocalProgress(signal: AbortSignal): Promise<boolean> {
  const entries = Object.entries(readLocalProgress());
  const batch = [
    ...entries.filter(([, entry]) => hasWaiting(entry)),
    ...entries.filter(([, entry]) => !hasWaiting(entry) && !worthless(entry)),
  ].slice(0, MAX_CLAIM_TOKENS);
  const tokens = batch.flatMap(([, entry]) => entry.token ?? []);
  const waiting = batch
    .flatMap(([id, entry]) => {
      const report = Array.isArray(entry.waiting) ? mergeReports(entry.waiting) : undefined;
      return report ? [{ lectureId: Number(id), ...report }] : [];
    })
    .slice(-MAX_WAITING_REPORTS);
  if (batch.length === 0) return false;
  const response = await fetch("/api/progress/claim", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ tokens, waiting }),
    signal,
  });
  if (!response.ok) return false;
  // What this browser kept of them, and entries nothing can prove (no token, nothing waiting).
  removeLocalEntries(
    [...batch, ...entries.filter(([, entry]) => worthless(entry))].map(([id]) => id),
  );
  return true;
}
