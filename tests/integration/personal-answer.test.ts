import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Auth } from "@/server/auth/auth";
import type { DatabaseHandle } from "@/server/db/client";
import {
  lectureProgress,
  lectureRatings,
  lectures,
  quizAttempts,
  quizzes,
  session,
  user,
} from "@/server/db/schema";
import type { PersonalSources } from "@/server/progress/personal-answer";
import { PROGRESS_PAGE } from "@/server/progress/queries";
import { buildAuth, cookiesFrom, postToAuth, uniqueEmail } from "./auth-requests";
import { DATABASE_KINDS, openTestDatabase } from "./databases";
import {
  DAY,
  TOKEN_COOKIE,
  askPersonal,
  cookieForToken as cookieFor,
  insertChapterLecture,
  signToken as sign,
} from "./personal-fixture";

/*
 * GET /api/me's own check of the session cookie (src/server/auth/session-check.ts) against the
 * real Better Auth and database: every refusal, and Better Auth's own answer where it writes.
 */

describe.each(DATABASE_KINDS)("GET /api/me's session check on %s", (kind) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  let sources: PersonalSources;
  let lectureId: number;

  async function signUp(name: string): Promise<{ cookie: string; userId: string }> {
    const response = await postToAuth(
      auth,
      "/sign-up/email",
      { name, email: uniqueEmail(), password: "correct horse battery" },
      { ip: "192.0.2.30" },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { user: { id: string } };
    return { cookie: cookiesFrom(response), userId: body.user.id };
  }

  async function tokenOf(userId: string): Promise<string> {
    const [row] = await handle.db.select().from(session).where(eq(session.userId, userId));
    return row!.token;
  }

  async function ask(cookie: string, page: string | null = null) {
    return askPersonal(sources, cookie, page);
  }

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    auth = buildAuth(handle.db, { rateLimit: false });
    sources = { auth, db: handle.db, secureCookies: true };
    lectureId = await insertChapterLecture(handle.db);
  });
  afterAll(() => handle.close());

  it("answers a signed-in student with their name and lectures, private, from one read", async () => {
    const { cookie, userId } = await signUp("Asma");
    await handle.db.insert(lectureProgress).values({
      userId,
      lectureId,
      watchedSeconds: 30,
      lastPosition: 30,
      startedAt: new Date(),
      updatedAt: new Date(),
    });
    await handle.db.insert(lectureRatings).values({ lectureId, userId, rating: 4 });
    const { answer, body, setCookies, header } = await ask(cookie);
    expect(answer.status).toBe(200);
    expect(header("cache-control")).toBe("private, no-store");
    expect(body.user).toEqual({ name: "Asma", workspace: false });
    expect(body.lectures?.[lectureId]).toMatchObject({ watchedSeconds: 30, unlocked: false });
    expect(body.ratings).toEqual({ [lectureId]: 4 });
    expect(body.next).toBeUndefined();
    // Only the hint, naming the account (not who it is): the session needed nothing from Better Auth.
    expect(setCookies).toEqual([
      expect.stringMatching(/^parhai-signed-in=[\w-]{16}; Max-Age=\d+;.*Secure/),
    ]);
    expect(setCookies[0]).not.toContain(userId);
    // Better Auth itself agrees.
    const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
    expect(session?.user.id).toBe(userId);
  });

  it("gives the student's best and last of each quiz, a chapter test with its chapter, on the first page", async () => {
    const { cookie, userId } = await signUp("Quiz taker");
    const place = { classSlug: "12th", subject: "physics", chapterNo: 4 };
    const [test, quick] = await handle.db
      .insert(quizzes)
      .values([
        { kind: "chapter", title: "Test", ...place },
        { kind: "lecture", title: "Quick", ...place, lectureId },
      ])
      .returning({ id: quizzes.id });
    const attempt = (quizId: number, score: number, minutes: number) => ({
      userId,
      quizId,
      answers: [],
      score,
      total: 10,
      finishedAt: new Date(Date.now() - minutes * 60_000),
      fingerprint: `${quizId}-${minutes}`,
    });
    await handle.db
      .insert(quizAttempts)
      .values([attempt(test!.id, 9, 30), attempt(test!.id, 6, 10), attempt(quick!.id, 5, 5)]);
    const { body } = await ask(cookie);
    expect(body.quizzes).toEqual({
      [test!.id]: { best: 90, last: 60, attempts: 2, chapter: place },
      [quick!.id]: { best: 50, last: 50, attempts: 1 },
    });
    expect((await ask(cookie, `${Date.now()}-${lectureId}`)).body.quizzes).toBeUndefined();
  });

  it("pages a long history, each answer bounded, and names the same account's hint each time", async () => {
    const { cookie, userId } = await signUp("Reader");
    const more = await handle.db
      .insert(lectures)
      .values(
        Array.from({ length: PROGRESS_PAGE }, (_, i) => ({
          classSlug: "11th",
          subject: "economics",
          chapterNo: 7,
          chapterName: "Many",
          lectureNo: i + 1,
          lectureName: `Many ${i + 1}`,
          youtubeId: "abcdefghijk",
        })),
      )
      .returning({ id: lectures.id });
    const at = new Date();
    await handle.db.insert(lectureProgress).values(
      [lectureId, ...more.map((row) => row.id)].map((id) => ({
        userId,
        lectureId: id,
        startedAt: at,
        updatedAt: at,
      })),
    );
    const first = await ask(cookie);
    expect(Object.keys(first.body.lectures ?? {})).toHaveLength(PROGRESS_PAGE);
    expect(first.body.next).toMatch(/^\d+-\d+$/);
    const second = await askPersonal(sources, cookie, first.body.next ?? null);
    expect(Object.keys(second.body.lectures ?? {})).toHaveLength(1);
    expect(second.body.next).toBeUndefined();
    expect(second.setCookies).toEqual(first.setCookies);
  });

  it("names the account in the hint the same way on sign-in and in the answer; sign-out removes it", async () => {
    const hintOf = (setCookies: string[]) =>
      setCookies.find((c) => c.startsWith("parhai-signed-in="))?.split(";")[0];
    const email = uniqueEmail();
    const password = "correct horse battery";
    const up = await postToAuth(
      auth,
      "/sign-up/email",
      { name: "Hina", email, password },
      {
        ip: "192.0.2.31",
      },
    );
    const signedUp = hintOf(up.headers.getSetCookie());
    expect(signedUp).toMatch(/^parhai-signed-in=[\w-]{16}$/);
    const answered = await ask(cookiesFrom(up));
    expect(hintOf(answered.setCookies)).toBe(signedUp);
    // Another session of the same account: the same value; another account: another.
    const again = await postToAuth(
      auth,
      "/sign-in/email",
      { email, password },
      {
        ip: "192.0.2.31",
      },
    );
    expect(hintOf(again.headers.getSetCookie())).toBe(signedUp);
    expect(hintOf((await ask((await signUp("Other")).cookie)).setCookies)).not.toBe(signedUp);
    const out = await postToAuth(
      auth,
      "/sign-out",
      {},
      { ip: "192.0.2.31", cookie: cookiesFrom(again) },
    );
    expect(out.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^parhai-signed-in=; Max-Age=0/),
    );
  });

  it("gives editors and admins the workspace flag", async () => {
    const { cookie, userId } = await signUp("Editor");
    await handle.db.update(user).set({ role: "editor" }).where(eq(user.id, userId));
    expect((await ask(cookie)).body.user).toEqual({ name: "Editor", workspace: true });
  });

  it("refuses a cookie signed with another secret, and a signature moved to another token", async () => {
    const asma = await signUp("Asma");
    const bilal = await signUp("Bilal");
    const [asmaToken, bilalToken] = [await tokenOf(asma.userId), await tokenOf(bilal.userId)];
    const forged = await ask(`${cookieFor(asmaToken, "another-secret-0123456789abcdef01234")}`);
    expect(forged.body).toEqual({ user: null });
    const asmaSignature = sign(asmaToken).split(".").at(-1)!;
    const moved = await ask(
      `${TOKEN_COOKIE}=${encodeURIComponent(`${bilalToken}.${asmaSignature}`)}`,
    );
    expect(moved.body).toEqual({ user: null });
    const unsigned = await ask(`${TOKEN_COOKIE}=${bilalToken}; parhai-signed-in=1`);
    expect(unsigned.body).toEqual({ user: null });
    // A refused cookie takes the hint away, so the page stops asking.
    expect(unsigned.setCookies).toEqual([expect.stringMatching(/^parhai-signed-in=; Max-Age=0/)]);
    // Each student's own cookie names that student only.
    expect((await ask(cookieFor(bilalToken))).body.user?.name).toBe("Bilal");
    expect((await ask(asma.cookie)).body.user?.name).toBe("Asma");
  });

  it("refuses the session cookie under the name plain http uses, on an https site", async () => {
    const { userId } = await signUp("Plain");
    const plain = `better-auth.session_token=${encodeURIComponent(sign(await tokenOf(userId)))}`;
    expect((await ask(plain)).body).toEqual({ user: null });
  });

  it("refuses a session signed out, or ended everywhere, and Better Auth removes its cookie", async () => {
    const { cookie, userId } = await signUp("Gone");
    const signOut = await postToAuth(auth, "/sign-out", {}, { ip: "192.0.2.30", cookie });
    expect(signOut.status).toBe(200);
    const afterSignOut = await ask(cookie);
    expect(afterSignOut.body).toEqual({ user: null });
    expect(afterSignOut.setCookies.some((c) => c.startsWith(`${TOKEN_COOKIE}=;`))).toBe(true);

    const other = await signUp("Everywhere");
    await handle.db.delete(session).where(eq(session.userId, other.userId));
    expect((await ask(other.cookie)).body).toEqual({ user: null });
    expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
    expect(userId).not.toBe(other.userId);
  });

  it("refuses an expired session, which Better Auth then deletes", async () => {
    const { cookie, userId } = await signUp("Expired");
    await handle.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(session.userId, userId));
    const { body, setCookies } = await ask(cookie);
    expect(body).toEqual({ user: null });
    expect(setCookies.some((c) => c.startsWith(`${TOKEN_COOKIE}=;`))).toBe(true);
    expect(await handle.db.select().from(session).where(eq(session.userId, userId))).toEqual([]);
  });

  it("lets Better Auth extend a session due for it, and passes its cookie on", async () => {
    const { cookie, userId } = await signUp("Regular");
    const soon = new Date(Date.now() + DAY);
    await handle.db.update(session).set({ expiresAt: soon }).where(eq(session.userId, userId));
    const { body, setCookies } = await ask(cookie);
    expect(body.user?.name).toBe("Regular");
    expect(setCookies.some((c) => c.startsWith(`${TOKEN_COOKIE}=`) && /Max-Age=\d+/.test(c))).toBe(
      true,
    );
    const [row] = await handle.db.select().from(session).where(eq(session.userId, userId));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
  });

  it("refuses a banned account while its ban lasts", async () => {
    const { cookie, userId } = await signUp("Banned");
    await handle.db.update(user).set({ banned: true }).where(eq(user.id, userId));
    expect((await ask(cookie)).body).toEqual({ user: null });
    const past = new Date(Date.now() - 60_000);
    await handle.db.update(user).set({ banExpires: past }).where(eq(user.id, userId));
    expect((await ask(cookie)).body.user?.name).toBe("Banned");
  });

  it("answers 400 to a page that is neither a cursor nor a path, and signed out without a cookie", async () => {
    for (const bad of ["", "x", "1-0", "-1-2", "1-2147483648", "1.5-2", `${"9".repeat(16)}-1`]) {
      expect((await ask("", bad)).answer.status, bad).toBe(400);
    }
    expect((await ask("", "/".repeat(3000))).answer.status).toBe(400);
    // A page loaded before decision 0064 names its path: that is the first page.
    expect((await ask("", "/latest")).answer.status).toBe(200);
    const anonymous = await ask("", null);
    expect(anonymous.body).toEqual({ user: null });
    expect(anonymous.setCookies).toEqual([]);
  });
});
