import { expect, test } from "./support/test";
import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { CLAIM_LIMITS } from "../../src/lib/progress-claim";
import { newStudent } from "./support/auth";
import { FORGED } from "./support/lectures";
import { fakeAddress } from "./shell-support";

/*
 * Issue 16: forged progress reports, posted over HTTP as a script would, with the server's own
 * clock (no test clock cookie): none unlocks early or touches another student's data.
 */

const origin = new URL(baseURL).origin;
const SLACK = 3;
// Played time may run ahead of the server's clock by the fastest counted speed (decision 0030).
const RATE = 2;
// The test measures time on its side of the network: allow for the trip and the machine.
const MARGIN = 1.5;

type Answer = {
  watchedSeconds: number;
  lastPosition: number;
  durationSeconds: number | null;
  unlocked: boolean;
  token?: string;
};

function client(playwright: PlaywrightWorkerArgs["playwright"]): Promise<APIRequestContext> {
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: origin } });
}

/** A student with a session cookie kept in their own request context; returns their id. */
async function signUp(student: APIRequestContext): Promise<string> {
  const response = await student.post("/api/auth/sign-up/email", { data: newStudent() });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

async function lectureId(request: APIRequestContext, number: number): Promise<number> {
  const html = await (await request.get(`${FORGED}?lecture=${number}`)).text();
  return Number(/data-lecture-id="(\d+)"/.exec(html)?.[1]);
}

function report(who: APIRequestContext, body: Record<string, unknown>) {
  return who.post("/api/progress", {
    data: { event: "progress", watched: 10, position: 0, duration: 600, ...body },
  });
}

async function answer(who: APIRequestContext, body: Record<string, unknown>): Promise<Answer> {
  const response = await report(who, body);
  expect(response.status(), JSON.stringify(body)).toBe(200);
  return (await response.json()) as Answer;
}

async function watchedInAccount(who: APIRequestContext, id: number): Promise<number | null> {
  const response = await who.get("/api/me");
  const data = (await response.json()) as { lectures?: Record<string, { watchedSeconds: number }> };
  return data.lectures?.[id]?.watchedSeconds ?? null;
}

/** An answer, or null when the server refused a report faster than any player (decision 0062). */
async function answerOrRefusal(
  who: APIRequestContext,
  body: Record<string, unknown>,
): Promise<Answer | null> {
  const response = await report(who, body);
  if (response.status() === 429) {
    expect(Number(response.headers()["retry-after"])).toBeGreaterThanOrEqual(1);
    return null;
  }
  expect(response.status(), JSON.stringify(body)).toBe(200);
  return (await response.json()) as Answer;
}

test(
  "a script posting as fast as it can gets no more than the server's clock allows",
  { tag: "@http" },
  async ({ playwright }) => {
    const script = await client(playwright);
    await signUp(script);
    const id = await lectureId(script, 1);
    const started = Date.now();
    const elapsed = () => (Date.now() - started) / 1000;
    await answer(script, { lectureId: id, event: "start", watched: 0 });

    const huge = await answer(script, { lectureId: id, watched: 86_400, position: 599 });
    expect(huge.watchedSeconds).toBeLessThanOrEqual((elapsed() + MARGIN) * RATE + SLACK);

    // Many at once: racing for the same row, those taken are counted one after the other, and
    // those beyond the player's cadence are refused.
    const burst = await Promise.all(
      Array.from({ length: 40 }, () => answerOrRefusal(script, { lectureId: id, watched: 10 })),
    );
    const taken = burst.filter((one) => one !== null);
    expect(taken.length).toBeLessThan(burst.length);
    const most = Math.max(...taken.map((one) => one.watchedSeconds));
    expect(most).toBeLessThanOrEqual((elapsed() + MARGIN) * RATE + SLACK);

    // As fast as it can for a while, asking to unlock each time: a 10-minute lecture stays locked.
    let last = huge;
    while (elapsed() < 3) {
      last =
        (await answerOrRefusal(script, { lectureId: id, event: "unlock", watched: 600 })) ?? last;
    }
    expect(last.unlocked).toBe(false);
    expect(last.watchedSeconds).toBeLessThanOrEqual((elapsed() + MARGIN) * RATE + SLACK);
    expect(await watchedInAccount(script, id)).toBe(Math.max(last.watchedSeconds, most));
    await script.dispose();
  },
);

test(
  "the length comes from the content or the first report, never from a later tiny one",
  { tag: "@http" },
  async ({ playwright }) => {
    const student = await client(playwright);
    await signUp(student);
    const known = await lectureId(student, 1);
    const unknown = await lectureId(student, 2);
    const content = await answer(student, { lectureId: known, event: "start", duration: 1 });
    expect(content.durationSeconds).toBe(600);

    const first = await answer(student, { lectureId: unknown, event: "start", watched: 0 });
    expect(first.durationSeconds).toBe(600);
    const tiny = await answer(student, { lectureId: unknown, event: "unlock", duration: 2 });
    expect(tiny.durationSeconds).toBe(600);
    expect(tiny.unlocked).toBe(false);
    await student.dispose();
  },
);

test(
  "a report changes only its sender's own progress, and without a session nobody's",
  { tag: "@http" },
  async ({ playwright }) => {
    const [first, second, nobody] = await Promise.all([1, 2, 3].map(() => client(playwright)));
    const firstId = await signUp(first!);
    await signUp(second!);
    const id = await lectureId(first!, 2);
    await answer(first!, { lectureId: id, event: "start", watched: 0 });
    const before = await watchedInAccount(first!, id);

    // Another student naming the first one in the body still writes only their own row.
    await answer(second!, { lectureId: id, event: "start", watched: 0, userId: firstId });
    await answer(second!, { lectureId: id, watched: 10, userId: firstId, user_id: firstId });
    expect(await watchedInAccount(first!, id)).toBe(before);

    // Signed out: the answer is a signed token for the browser to keep; no row is written.
    const anonymous = await answer(nobody!, { lectureId: id, event: "start", watched: 0 });
    expect(anonymous.token).toMatch(/^[\w-]+\.[\w-]+$/);
    const [body, mac] = anonymous.token!.split(".") as [string, string];
    const claims = JSON.parse(Buffer.from(body, "base64url").toString()) as Record<string, unknown>;
    const forged = `${Buffer.from(JSON.stringify({ ...claims, w: 600, k: Date.now() })).toString("base64url")}.${mac}`;
    // A changed token is worth nothing: the count starts again from the server's clock.
    const fresh = await answer(nobody!, { lectureId: id, watched: 600, token: forged });
    expect(fresh.watchedSeconds).toBeLessThanOrEqual(SLACK);
    expect(fresh.unlocked).toBe(false);
    expect(await watchedInAccount(first!, id)).toBe(before);

    // Nor can it be carried into an account.
    const claim = await second!.post("/api/progress/claim", { data: { tokens: [forged] } });
    expect(await claim.json()).toEqual({ carried: 0 });
    const noSession = await nobody!.post("/api/progress/claim", {
      data: { tokens: [anonymous.token] },
    });
    expect(noSession.status()).toBe(401);
    await Promise.all([first, second, nobody].map((one) => one!.dispose()));
  },
);

test(
  "cross-site and malformed reports are refused, never a server error",
  { tag: "@http" },
  async ({ playwright }) => {
    const student = await client(playwright);
    await signUp(student);
    const id = await lectureId(student, 2);
    const valid = { lectureId: id, event: "progress", watched: 10, position: 0, duration: 600 };

    const crossSite = await student.post("/api/progress", {
      data: valid,
      headers: { Origin: "https://evil.example" },
    });
    expect(crossSite.status()).toBe(403);
    // An older browser that sends no Origin still says where the request came from.
    const withoutOrigin = await playwright.request.newContext({ baseURL });
    const fetchMetadata = await withoutOrigin.post("/api/progress", {
      data: valid,
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    expect(fetchMetadata.status()).toBe(403);
    await withoutOrigin.dispose();

    const bad: unknown[] = [
      "not json",
      { ...valid, lectureId: "1" },
      { ...valid, watched: -5 },
      { ...valid, watched: Number.MAX_SAFE_INTEGER },
      { ...valid, position: null },
      { ...valid, event: "finish" },
      { ...valid, duration: "600" },
      { ...valid, token: "x".repeat(5000) },
      { tokens: "x" },
      "x".repeat(70_000),
    ];
    for (const data of bad) {
      const response = await student.post("/api/progress", { data });
      expect(response.status(), JSON.stringify(data).slice(0, 80)).toBe(400);
    }
    const missing = await report(student, { lectureId: 2_147_483_647 });
    expect(missing.status()).toBe(404);
    await student.dispose();
  },
);

test(
  "a student past the claim limit is refused before the claim is read",
  { tag: "@http" },
  async ({ playwright }) => {
    // A client address of its own: the address's limit is the other students' too.
    const address = fakeAddress("claim-limit");
    const student = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Origin: origin, "X-Forwarded-For": address },
    });
    await signUp(student);
    const claim = (data: unknown) => student.post("/api/progress/claim", { data });
    for (let n = 0; n < CLAIM_LIMITS.account.max; n += 1) {
      expect((await claim({ tokens: [] })).status()).toBe(200);
    }
    const over = await claim({ tokens: [] });
    expect(over.status()).toBe(429);
    // Known over its limit, the account's next claim is refused whatever it carries: its body,
    // up to 64 KB, is not even parsed (decision 0062).
    const unread = await claim("not json");
    expect(unread.status()).toBe(429);
    expect(Number(unread.headers()["retry-after"])).toBeGreaterThan(0);
    await student.dispose();
  },
);
