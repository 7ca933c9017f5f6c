import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Auth } from "@/server/auth/auth";
import type { DatabaseHandle } from "@/server/db/client";
import { LISTENER_NAME } from "@/server/db/listen";
import { lectureProgress, lectureRatings, lectures, session, user } from "@/server/db/schema";
import type { PersonalSources } from "@/server/progress/personal-answer";
import {
  MAX_AGE_MS,
  PERSONAL_CHANNEL,
  startPersonalCache,
  type PersonalCache,
} from "@/server/progress/personal-cache";
import { recordProgressReport } from "@/server/progress/store";
import { buildAuth, cookiesFrom, postToAuth, uniqueEmail } from "./auth-requests";
import { DATABASE_KINDS, openTestDatabase } from "./databases";
import {
  CHAPTER,
  DAY,
  SECRET,
  TOKEN_COOKIE,
  askPersonal,
  cookieForToken,
  insertChapterLecture,
} from "./personal-fixture";

/*
 * GET /api/me's answers kept in memory (decision 0029, amendment of 2026-11-24), on the real
 * databases: kept and served again, and dropped by the database's notices (drizzle/0007) for
 * every change of what they were read from; never served for a forged cookie, a session Better
 * Auth must see, or while the listener is down.
 */

describe.each(DATABASE_KINDS)("GET /api/me's answers kept in memory on %s", (kind) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  let sources: PersonalSources;
  let cache: PersonalCache;
  let lectureId: number;
  let barrier = 0;

  async function signUp(name: string, rememberMe = true) {
    const email = uniqueEmail();
    const password = "correct horse battery";
    const response = await postToAuth(
      auth,
      "/sign-up/email",
      { name, email, password, rememberMe },
      { ip: "192.0.2.31" },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { user: { id: string } };
    await settle();
    return { cookie: cookiesFrom(response), userId: body.user.id, email, password };
  }

  async function ask(cookie: string, page = `${CHAPTER}?lecture=1`) {
    return askPersonal(sources, cookie, page);
  }

  /** Asks twice; the second must come from memory. */
  async function kept(cookie: string, page?: string) {
    const first = await ask(cookie, page);
    const hits = cache.stats.hits;
    const second = await ask(cookie, page);
    expect(cache.stats.hits).toBe(hits + 1);
    expect(second.body).toEqual(first.body);
    return second;
  }

  /**
   * Waits until every notice of what was committed so far has been handled: notices reach a
   * listener in commit order, so one sent now arrives after them (no sleeping).
   */
  async function settle() {
    const payload = `barrier-${(barrier += 1)}`;
    const seen = cache.noticed(payload);
    await handle.db.execute(sql`SELECT pg_notify(${PERSONAL_CHANNEL}, ${payload})`);
    await seen;
  }

  const untilLive = (live: boolean) =>
    vi.waitFor(() => expect(cache.live).toBe(live), { timeout: 10_000, interval: 20 });

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    auth = buildAuth(handle.db, { rateLimit: false });
    sources = { auth, db: handle.db, secureCookies: true };
    cache = await startPersonalCache(handle);
    expect(cache.live).toBe(true);
    lectureId = await insertChapterLecture(handle.db, 600);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await cache.close();
    await handle.close();
  });

  it("serves the second identical request from memory, private, with the hint", async () => {
    const { cookie } = await signUp("Asma");
    const misses = cache.stats.misses;
    const { body, setCookies, header } = await kept(cookie);
    expect(body.user).toEqual({ name: "Asma", workspace: false });
    expect(cache.stats.misses).toBe(misses + 1);
    expect(header("cache-control")).toBe("private, no-store");
    expect(setCookies).toEqual([
      expect.stringMatching(/^parhai-signed-in=1; Max-Age=\d+;.*Secure/),
    ]);
    // Another page of the same student is an answer of its own.
    expect((await ask(cookie, "/latest")).body).toEqual({
      user: { name: "Asma", workspace: false },
    });
  });

  it("answers signed out at once after a sign-out through Better Auth", async () => {
    const { cookie } = await signUp("Leaving");
    await kept(cookie);
    const signOut = await postToAuth(auth, "/sign-out", {}, { ip: "192.0.2.31", cookie });
    expect(signOut.status).toBe(200);
    // No waiting: the very next request with the copied cookie.
    expect((await ask(cookie)).body).toEqual({ user: null });
  });

  it("answers signed out after the session row is deleted in SQL (another server, everywhere)", async () => {
    const { cookie, userId } = await signUp("Everywhere");
    await kept(cookie);
    await handle.db.delete(session).where(eq(session.userId, userId));
    await settle();
    expect((await ask(cookie)).body).toEqual({ user: null });
  });

  it("follows a ban and a change of name", async () => {
    const banned = await signUp("Banned");
    await kept(banned.cookie);
    await handle.db.update(user).set({ banned: true }).where(eq(user.id, banned.userId));
    await settle();
    expect((await ask(banned.cookie)).body).toEqual({ user: null });

    const renamed = await signUp("Old Name");
    await kept(renamed.cookie);
    await handle.db.update(user).set({ name: "New Name" }).where(eq(user.id, renamed.userId));
    await settle();
    expect((await ask(renamed.cookie)).body.user?.name).toBe("New Name");
  });

  it("shows progress and ratings written since, by SQL or by this process", async () => {
    const { cookie, userId } = await signUp("Learner");
    expect((await kept(cookie)).body.ratings).toEqual({});
    await handle.db.insert(lectureRatings).values({ lectureId, userId, rating: 3 });
    await settle();
    expect((await kept(cookie)).body.ratings).toEqual({ [lectureId]: 3 });

    await handle.db.insert(lectureProgress).values({
      userId,
      lectureId,
      watchedSeconds: 30,
      lastPosition: 30,
      startedAt: new Date(),
      updatedAt: new Date(),
    });
    await settle();
    expect((await kept(cookie)).body.lectures?.[lectureId]?.lastPosition).toBe(30);

    // This process's own write drops the answer before its notice arrives: no settle here.
    const report = { event: "progress", watchedDelta: 0, position: 90, duration: 600 } as const;
    await recordProgressReport(handle.db, userId, lectureId, report, Date.now());
    expect((await ask(cookie)).body.lectures?.[lectureId]?.lastPosition).toBe(90);
  });

  it("drops every answer when content changes", async () => {
    const { cookie } = await signUp("Reader");
    await kept(cookie);
    await handle.db
      .update(lectures)
      .set({ lectureName: "Lecture one" })
      .where(sql`false`);
    await settle();
    const misses = cache.stats.misses;
    await ask(cookie);
    expect(cache.stats.misses).toBe(misses + 1);
  });

  it("never serves a session due for extension, past its age, or without 'remember me'", async () => {
    const { cookie } = await signUp("Regular");
    await kept(cookie);
    const hits = cache.stats.hits;
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + MAX_AGE_MS + 1000 });
    await ask(cookie);
    expect(cache.stats.hits).toBe(hits);
    // Past Better Auth's updateAge (a day): Better Auth extends the session and sets its cookie.
    vi.setSystemTime(Date.now() + DAY);
    const extended = await ask(cookie);
    expect(extended.body.user?.name).toBe("Regular");
    expect(extended.setCookies.some((c) => c.startsWith(`${TOKEN_COOKIE}=`))).toBe(true);
    expect(cache.stats.hits).toBe(hits);
    vi.useRealTimers();

    const once = await signUp("Shared computer", false);
    expect(once.cookie).toContain("dont_remember");
    await ask(once.cookie);
    const before = cache.stats.hits;
    expect((await ask(once.cookie)).body.user?.name).toBe("Shared computer");
    expect(cache.stats.hits).toBe(before);
  });

  it("never serves a kept answer for a forged or unsigned cookie", async () => {
    const { cookie, userId } = await signUp("Target");
    await kept(cookie);
    const [row] = await handle.db.select().from(session).where(eq(session.userId, userId));
    const token = row!.token;
    const hits = cache.stats.hits;
    for (const forged of [
      cookieForToken(token, "another-secret-0123456789abcdef01234"),
      `${TOKEN_COOKIE}=${token}`,
      `better-auth.session_token=${cookie.split("=").slice(1).join("=")}`,
    ]) {
      expect((await ask(forged)).body).toEqual({ user: null });
    }
    expect(cache.stats.hits).toBe(hits);
    expect(SECRET).not.toBe("another-secret-0123456789abcdef01234");
  });

  it("forgets everything and answers from the database while the listener is down", async () => {
    const { cookie, userId } = await signUp("Offline");
    await kept(cookie);
    if (kind === "postgres") {
      // The listening connection cut by the server, as a restart or a network fault would.
      await handle.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ${LISTENER_NAME} AND datname = current_database()`,
      );
    } else {
      cache.lost(new Error("simulated listener fault"));
    }
    await untilLive(false);
    expect(cache.stats.entries).toBe(0);
    const hits = cache.stats.hits;
    expect((await ask(cookie)).body.user?.name).toBe("Offline");
    expect((await ask(cookie)).body.user?.name).toBe("Offline");
    await handle.db.update(user).set({ name: "Renamed offline" }).where(eq(user.id, userId));
    expect((await ask(cookie)).body.user?.name).toBe("Renamed offline");
    expect(cache.stats.hits).toBe(hits);
    // It listens again by itself, and keeps answers again.
    await untilLive(true);
    await kept(cookie);
  });
});
