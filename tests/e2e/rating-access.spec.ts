import { randomUUID } from "node:crypto";
import { expect, test } from "./support/test";
import { baseURL } from "../../playwright.config";
import { ACTIONS, callServerAction, signUpForCookie } from "../support/server-action";

/**
 * The rating action called over HTTP as a forger would call it, outside the rating widget: every
 * refused save stores nothing, which the next honest save's summary (count and average) proves.
 * Each test uses its own lecture of tests/e2e/fixtures/rating-access.json; being HTTP only, the
 * tests run in the desktop project alone (decision 0044).
 */
const CHAPTER = "/coaching/lectures-quizzes/12th/accounting/1/Rating%20Access";
const LECTURE_NO = { "no session": 1, "another user": 2, "another origin": 3 };

type Case = keyof typeof LECTURE_NO;

/** Opens the lecture as a student would and reads its id from the rating widget's props. */
async function lectureFor(testCase: Case) {
  const path = `${CHAPTER}?lecture=${LECTURE_NO[testCase]}`;
  const html = await (await fetch(`${baseURL}${path}`)).text();
  const id = /\\"rating\\":\{\\"lectureId\\":(\d+)/.exec(html)?.[1];
  expect(id, "the player page names its lecture").toBeDefined();
  return { path, lectureId: Number(id) };
}

const student = () => signUpForCookie(baseURL, `access-${randomUUID()}@example.com`);

function rate(path: string, args: unknown[], options: { cookie?: string; origin?: string } = {}) {
  const actionId = ACTIONS.saveLectureRating();
  return callServerAction({ url: baseURL, path, actionId, args, ...options });
}

test("a save without a session is refused and stores nothing", { tag: "@http" }, async () => {
  const { path, lectureId } = await lectureFor("no session");
  expect(await rate(path, [lectureId, 5])).toEqual({
    status: 200,
    result: { ok: false, error: "signed-out" },
  });
  const honest = await rate(path, [lectureId, 2], { cookie: (await student()).cookie });
  expect(honest.result).toEqual({ ok: true, rating: 2, summary: { average: 2, count: 1 } });
});

test(
  "a payload naming another user still writes only the caller's row",
  { tag: "@http" },
  async () => {
    const { path, lectureId } = await lectureFor("another user");
    const victim = await student();
    const forger = await student();
    expect((await rate(path, [lectureId, 5], { cookie: victim.cookie })).result).toMatchObject({
      ok: true,
      summary: { average: 5, count: 1 },
    });
    // The action takes (lectureId, rating) and the user from the session; extra arguments naming
    // the victim are ignored, so the forger adds their own row and the victim's 5 stays.
    for (const args of [
      [lectureId, 1, victim.userId],
      [lectureId, 1, { userId: victim.userId }],
    ]) {
      expect((await rate(path, args, { cookie: forger.cookie })).result).toEqual({
        ok: true,
        rating: 1,
        summary: { average: 3, count: 2 },
      });
    }
    // An object in place of the lecture id, carrying the victim's id, is no lecture at all.
    const smuggled = await rate(path, [{ lectureId, userId: victim.userId }, 1], {
      cookie: forger.cookie,
    });
    expect(smuggled.result).toEqual({ ok: false, error: "lecture-not-found" });
    const third = await rate(path, [lectureId, 3], { cookie: (await student()).cookie });
    expect(third.result).toMatchObject({ summary: { average: 3, count: 3 } });
  },
);

test(
  "a save from another origin is refused with 403 and stores nothing",
  { tag: "@http" },
  async () => {
    const { path, lectureId } = await lectureFor("another origin");
    const { cookie } = await student();
    const forged = await rate(path, [lectureId, 5], { cookie, origin: "https://evil.example" });
    expect(forged.status).toBe(403);
    expect(forged.result).toBeUndefined();
    // The same call from the site itself is saved, and is the lecture's only rating.
    const honest = await rate(path, [lectureId, 4], { cookie });
    expect(honest.result).toEqual({ ok: true, rating: 4, summary: { average: 4, count: 1 } });
  },
);
