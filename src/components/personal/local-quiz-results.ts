import { MAX_CLAIMED_RESULTS } from "@/lib/quiz-results";

/**
 * Quiz results graded while signed out, kept in this browser as the server signed them and
 * handed to the account at sign-in (decision 0086, carry-local.ts). The newest MAX_CLAIMED_RESULTS
 * are kept.
 */

const KEY = "parhai.quizResults.v1";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readKeptQuizResults(): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((item) => typeof item === "string") : [];
  } catch {
    return [];
  }
}

export function writeKeptQuizResults(results: string[]) {
  try {
    if (results.length === 0) storage()?.removeItem(KEY);
    else storage()?.setItem(KEY, JSON.stringify(results.slice(-MAX_CLAIMED_RESULTS)));
  } catch {
    // Full or blocked storage: the result showed; it is just not kept.
  }
}

export function keepQuizResult(token: string): void {
  writeKeptQuizResults([...readKeptQuizResults().filter((kept) => kept !== token), token]);
}
