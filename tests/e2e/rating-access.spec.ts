import { randomUUID } from "node:crypto";
import { expect, test } from "./support/test";
import { baseURL } from "../../playwright.config";
import { ACTIONS, callServerAction, signUpForCookie } from "../support/server-action";

/**
 * The rating action called over HTTP as a forger would call it, outside the rating widget: every
 * refused save stores nothing, which the next honest save's summary (count and average) proves.
 * Each test and project uses its own lecture of tests/e2e/fixtures/rating-access.json.
 */
const CHAPTER = "/coaching/lectures-quizzes/12th/accounting/1/Rating%20Access";
const LECTURE_NO = {
  "no session": { desktop: 1, mobile: 2 },
  "another user": { desktop: 3, mobile: 4 },
  "another origin": { desktop: 5, mobile: 6 },
};

type Case = keyof typeof LECTURE_NO;

/** Opens the lecture as a student would and reads its id from the rating widget's props. */
async function lectureFor(testCase: Case, project: string) {
  const no = LECTURE_NO[testCase][project === "mobile" ? "mobile" : "desktop"];
  const path = `${CHAPTER}?lecture=${no}`;
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

test("a save without a session is refused and stores nothing", async () => {
  const { path, lectureId } = await lectureFor("no session", test.info().project.name);
  expect(await rate(path, [lectureId, 5])).toEqual({
    status: 200,
    result: { ok: false, error: "signed-out" },
  });
  const honest = await rate(path, [lectureId, 2], { cookie: (await student()).cookie });
  expect(honest.result).toEqual({ ok: true, rating: 2, summary: { average: 2, count: 1 } });
});

test("a payload naming another user still writes only the caller's row", async () => {
  const { path, lectureId } = await lectureFor("another user", test.info().project.name);
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
});

test("a save from another origin is refused with 403 and stores nothing", async () => {
  const { path, lectureId } = await lectureFor("another origin", test.info().project.name);
  const { cookie } = await student();
  const forged = await rate(path, [lectureId, 5], { cookie, origin: "https://evil.example" });
  expect(forged.status).toBe(403);
  expect(forged.result).toBeUndefined();
  // The same call from the site itself is saved, and is the lecture's only rating.
  const honest = await rate(path, [lectureId, 4], { cookie });
  expect(honest.result).toEqual({ ok: true, rating: 4, summary: { average: 4, count: 1 } });
});
