import { MAX_CLAIM_TOKENS } from "@/lib/progress-claim";
import { signUpForCookie } from "../support/server-action";
import { check, section } from "./report";

/**
 * What the progress endpoints must refuse whoever sends them (decision 0030): an unlock whose
 * player claims a 1 s length, at once, signed out (a token for any account to claim) or signed in,
 * or carried in a claim as a report still waiting for its answer. The demo's first lecture (the
 * 12 s clip, chapter 1 of 9th physics) stands for any.
 */

const LECTURE = 1;
const UNLOCK_CLAIM = { event: "unlock", watched: 3, position: 1, duration: 1 };

async function post(url: string, path: string, body: unknown, cookie?: string) {
  const response = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function unlockedInAccount(url: string, cookie: string): Promise<unknown> {
  const response = await fetch(`${url}/api/me`, {
    headers: { cookie },
  });
  const data = (await response.json()) as { lectures?: Record<string, { unlocked: boolean }> };
  return data.lectures?.[LECTURE]?.unlocked ?? false;
}

export async function badProgressInputTest(url: string): Promise<void> {
  section("bad input: unlocks the server has not seen watched");
  const body = { lectureId: LECTURE, ...UNLOCK_CLAIM };
  const visitor = await post(url, "/api/progress", body);
  check(
    "bad input: a signed-out unlock claiming a 1 s length signs no unlock",
    visitor.status === 200 && visitor.body.unlocked === false && !("links" in visitor.body),
    JSON.stringify(visitor.body),
  );

  const student = await signUpForCookie(url, `bad-progress-${process.pid}@example.com`);
  const direct = await post(url, "/api/progress", body, student.cookie);
  check(
    "bad input: a signed-in unlock claiming a 1 s length is not stored as unlocked",
    direct.status === 200 &&
      direct.body.unlocked === false &&
      (await unlockedInAccount(url, student.cookie)) === false,
    JSON.stringify(direct.body),
  );

  const other = await signUpForCookie(url, `bad-progress-claim-${process.pid}@example.com`);
  const claim = await post(
    url,
    "/api/progress/claim",
    { tokens: [], waiting: [body] },
    other.cookie,
  );
  check(
    "bad input: a claim carrying a waiting 1 s unlock carries no unlock",
    claim.status === 200 && (await unlockedInAccount(url, other.cookie)) === false,
    JSON.stringify(claim.body),
  );
  const tooMany = await post(
    url,
    "/api/progress/claim",
    { tokens: [], waiting: Array.from({ length: 21 }, () => body) },
    other.cookie,
  );
  check(
    "bad input: a claim with more than 20 waiting reports is refused (413)",
    tooMany.status === 413,
  );
  const tokens = Array.from({ length: MAX_CLAIM_TOKENS + 1 }, () => "x");
  const tooManyTokens = await post(url, "/api/progress/claim", { tokens }, other.cookie);
  check(
    `bad input: a claim with more than ${MAX_CLAIM_TOKENS} tokens is refused (413)`,
    tooManyTokens.status === 413 && tooManyTokens.body.maxTokens === MAX_CLAIM_TOKENS,
    JSON.stringify(tooManyTokens.body),
  );
}
