import { MAX_CLAIM_TOKENS } from "../src/lib/progress-claim";
import { signUpStudent } from "./signed-in";
import type { HeavyWork } from "./busy-work";

/**
 * Issue 32: one signed-in student flooding POST /api/progress/claim, CLAIMS_AT_ONCE claims at a
 * time, each carrying as many valid, signed tokens (one per lecture) as a claim takes, again and
 * again: the most work one account can ask for (decision 0062).
 */

const CLAIMS_AT_ONCE = 4;
const FLOOD_MS = 15_000;
/** The demo content's lectures are numbered from 1; ids with no lecture are skipped. */
const MAX_LECTURE_ID = 2000;

/** Signed-out tokens of `count` lectures, as the server signs them for a visitor's reports. */
async function signedOutTokens(origin: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let id = 1; tokens.length < count && id <= MAX_LECTURE_ID; id += 1) {
    const response = await fetch(`${origin}/api/progress`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({
        lectureId: id,
        event: "start",
        watched: 0,
        position: 0,
        duration: 600,
      }),
    });
    const answer = (await response.json()) as { token?: string };
    if (answer.token) tokens.push(answer.token);
  }
  if (tokens.length < count) throw new Error(`only ${tokens.length} lectures to claim`);
  return tokens;
}

/** A new student and their tokens; the flood runs for FLOOD_MS when the work runs. */
export async function prepareClaimFlood(origin: string): Promise<HeavyWork> {
  const cookie = await signUpStudent(origin, 20_000);
  const body = JSON.stringify({ tokens: await signedOutTokens(origin, MAX_CLAIM_TOKENS) });
  return {
    name: `claim flood: one student, ${CLAIMS_AT_ONCE} claims at a time of ${MAX_CLAIM_TOKENS} tokens each, repeated`,
    run: async () => {
      const stop = AbortSignal.timeout(FLOOD_MS);
      const statuses = new Map<number, number>();
      const claimUntilStopped = async () => {
        while (!stop.aborted) {
          const status = await fetch(`${origin}/api/progress/claim`, {
            method: "POST",
            headers: { "content-type": "application/json", origin, cookie },
            body,
          }).then(
            async (response) => {
              await response.arrayBuffer();
              return response.status;
            },
            () => 0,
          );
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      };
      await Promise.all(Array.from({ length: CLAIMS_AT_ONCE }, claimUntilStopped));
      const said = [...statuses].sort(([a], [b]) => a - b);
      // Refused (429) past the account's limit, never failed or answered with a 5xx.
      const ran = statuses.has(200) && said.every(([status]) => status > 0 && status < 500);
      const did = said.map(([status, n]) => `${n} × ${status === 0 ? "failed" : status}`);
      return { did: `claims answered ${did.join(", ")}`, ran };
    },
  };
}
