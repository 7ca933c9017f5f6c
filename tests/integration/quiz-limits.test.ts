import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_CLAIMED_RESULTS } from "@/lib/quiz-results";
import type { DatabaseHandle } from "@/server/db/client";
import { quizAttempts, user } from "@/server/db/schema";
import { claimQuizResults, handleQuizClaim } from "@/server/quiz/claim";
import { SUBMISSION_LIMITS, takeSubmissionFrom } from "@/server/quiz/limits";
import { findMockTest, startSitting } from "@/server/quiz/mock";
import { findLectureQuiz, quizKey } from "@/server/quiz/queries";
import { submitQuizForm } from "@/server/quiz/submit";
import { DATABASE_KINDS, openDemoDatabase } from "./databases";

const SECRET = "a test secret of at least thirty-two characters";
const NOW = new Date("2026-11-25T08:00:00Z");
const { perStudent, perAddress } = SUBMISSION_LIMITS;

/** A POST to /api/quiz/claim with this body, as the route hands it to the handler. */
const claimRequest = (body: string) =>
  handleQuizClaim(
    new Request("https://parhai.example/api/quiz/claim", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    }),
  );

describe.each(DATABASE_KINDS)("quiz limits and bad input on %s", (kind) => {
  let handle: DatabaseHandle;
  const attempts = async () => (await handle.db.select({ n: count() }).from(quizAttempts))[0]!.n;

  beforeAll(async () => {
    handle = await openDemoDatabase(kind);
    await handle.db
      .insert(user)
      .values(["a", "b", "c"].map((id) => ({ id: `l-${id}`, name: id, email: `l${id}@e.com` })));
  });
  afterAll(async () => {
    await handle.close();
  });

  it("limits submissions per student and per address, each window on its own", async () => {
    const take = (userId: string | null, address: string, now = NOW) =>
      takeSubmissionFrom(handle.db, userId, address, now);
    for (let i = 0; i < perStudent.max; i += 1) expect(await take("l-a", "192.0.2.1")).toBe(true);
    expect(await take("l-a", "192.0.2.1")).toBe(false);
    // Another address does not help the same student; another student at that address is fine.
    expect(await take("l-a", "198.51.100.7")).toBe(false);
    expect(await take("l-b", "192.0.2.1")).toBe(true);

    // A class behind one address: signed out or in, the address's count decides past its limit.
    const shared = "203.0.113.9";
    for (let i = 0; i < perAddress.max; i += 1) expect(await take(null, shared)).toBe(true);
    expect(await take(null, shared)).toBe(false);
    expect(await take("l-c", shared)).toBe(false);
    // An IPv6 network is one address: the next host in the same /64 is counted with it.
    for (let i = 0; i < perAddress.max; i += 1) await take(null, `2001:db8::${i.toString(16)}`);
    expect(await take(null, "2001:db8::ffff")).toBe(false);

    // Once the window is over, both count afresh.
    const later = new Date(NOW.getTime() + perAddress.windowMs + 1000);
    expect(await take("l-a", "192.0.2.1", later)).toBe(true);
    expect(await take(null, shared, later)).toBe(true);
  });

  it("answers a huge, malformed or oversized claim with a 4xx before reading any account", async () => {
    const before = await attempts();
    const huge = await claimRequest(JSON.stringify({ results: ["x".repeat(70 * 1024)] }));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: "invalid-claim" });
    const bodies = [
      "{not json",
      "",
      JSON.stringify({ results: "a token" }),
      JSON.stringify({ results: [42] }),
      JSON.stringify({ results: Array(MAX_CLAIMED_RESULTS + 1).fill("t") }),
      JSON.stringify({ results: ["x".repeat(9000)] }),
      JSON.stringify([]),
    ];
    for (const body of bodies) {
      const response = await claimRequest(body);
      expect(response.status, body.slice(0, 40)).toBe(400);
      expect(await response.json()).toEqual({ error: "invalid-claim" });
    }
    expect(await attempts()).toBe(before);
  });

  it("passes over a forged, foreign or replayed result, storing each real one once", async () => {
    const quiz = await findLectureQuiz(
      handle.db,
      { classSlug: "9th", subject: "physics", chapterNo: 1 },
      1,
    );
    const key = await quizKey(handle.db, quiz!.id);
    const form = new FormData();
    form.append("quiz", String(quiz!.id));
    for (const q of key) form.append(`a${q.id}`, String(q.answer));
    const graded = await submitQuizForm(handle.db, null, form, NOW, SECRET);
    if (graded.status !== "graded" || !graded.resultToken) throw new Error("no signed result");
    const token = graded.resultToken;
    const [body, mac] = token.split(".");
    // Another quiz's id under the same signature; a mock sitting's token (another purpose).
    const payload = JSON.parse(Buffer.from(body!, "base64url").toString("utf8")) as { q: number };
    const moved = Buffer.from(JSON.stringify({ ...payload, q: payload.q + 1 }));
    const mock = await findMockTest(handle.db, "mdcat");
    const sitting = await startSitting(handle.db, null, mock!.id, SECRET, NOW);
    const refused = [`${moved.toString("base64url")}.${mac}`, sitting!.token, `${body}.`, "."];
    expect(await claimQuizResults(handle.db, "l-b", refused, SECRET)).toBe(0);
    expect(await claimQuizResults(handle.db, "l-b", [token, token], SECRET)).toBe(1);
    // Replayed later, or into another account on the same browser: one attempt per account.
    expect(await claimQuizResults(handle.db, "l-b", [token], SECRET)).toBe(0);
    const mine = await handle.db.select().from(quizAttempts).where(eq(quizAttempts.userId, "l-b"));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ quizId: quiz!.id, score: key.length });
  });
});
