import { MAX_CLAIM_CHARS, MAX_CLAIMED_RESULTS } from "@/lib/quiz-results";

/**
 * Quiz results graded while signed out, kept in this browser as the server signed them and
 * handed to the account at sign-in (decision 0086). The newest MAX_CLAIMED_RESULTS are kept.
 */

const KEY = "parhai.quizResults.v1";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readResults(): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((item) => typeof item === "string") : [];
  } catch {
    return [];
  }
}

function writeResults(results: string[]) {
  try {
    if (results.length === 0) storage()?.removeItem(KEY);
    else storage()?.setItem(KEY, JSON.stringify(results.slice(-MAX_CLAIMED_RESULTS)));
  } catch {
    // Full or blocked storage: the result showed; it is just not kept.
  }
}

export function keepQuizResult(token: string): void {
  writeResults([...readResults().filter((kept) => kept !== token), token]);
}

/** Sends the kept results to the signed-in account; true when some were taken. */
export async function carryLocalQuizResults(signal: AbortSignal): Promise<boolean> {
  const kept = readResults();
  const batch: string[] = [];
  let size = 0;
  for (const token of kept) {
    if (size + token.length > MAX_CLAIM_CHARS) break;
    batch.push(token);
    size += token.length + 3;
  }
  if (batch.length === 0) return false;
  const response = await fetch("/api/quiz/claim", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ results: batch }),
    signal,
  });
  if (!response.ok) return false;
  writeResults(readResults().filter((token) => !batch.includes(token)));
  return true;
}
