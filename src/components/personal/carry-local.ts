import { MAX_CLAIM_CHARS } from "@/lib/quiz-results";
import { carryLocalProgress } from "./carry-local-progress";
import { readKeptQuizResults, writeKeptQuizResults } from "./local-quiz-results";

/** Sends the kept results to the signed-in account; true when some were taken. */
async function carryLocalQuizResults(signal: AbortSignal): Promise<boolean> {
  const kept = readKeptQuizResults();
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
  writeKeptQuizResults(readKeptQuizResults().filter((token) => !batch.includes(token)));
  return true;
}

/**
 * What this browser kept signed out, handed to the account once the page knows it: progress
 * (decision 0030) and quiz results (decision 0086); true when some was taken. personal-store.ts
 * fetches this code only when the browser kept any (decision 0100).
 */
export async function carryLocal(signal: AbortSignal): Promise<boolean> {
  const progress = await carryLocalProgress(signal);
  const results = await carryLocalQuizResults(signal);
  return progress || results;
}
