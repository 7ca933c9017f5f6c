import { describe, expect, it } from "vitest";
import { MAX_CLAIM_TOKENS, MAX_WAITING_REPORTS } from "@/lib/progress-claim";
import type { StoredProgress } from "@/lib/progress-rules";
import { parseClaim, pickClaims } from "./claim-rules";
import { MAX_BODY_BYTES, readBody } from "./endpoint-io";

const post = (body: string) =>
  readBody(new Request("http://localhost/api/progress/claim", { method: "POST", body }));

const waitingReport = (lectureId: number, watched = 10) => ({
  lectureId,
  event: "pause",
  watched,
  position: watched,
  duration: 100,
});

describe("a claim's bounds (decision 0062)", () => {
  it("takes up to the most tokens and waiting reports one claim carries", async () => {
    const body = {
      tokens: Array.from({ length: MAX_CLAIM_TOKENS }, (_, i) => `token-${i}`),
      waiting: Array.from({ length: MAX_WAITING_REPORTS }, (_, i) => waitingReport(i + 1)),
    };
    expect(parseClaim(await post(JSON.stringify(body)))).toMatchObject({ ok: true });
  });

  it("refuses more tokens, more waiting reports or a larger body with 413", async () => {
    const tokens = Array.from({ length: MAX_CLAIM_TOKENS + 1 }, (_, i) => `t${i}`);
    const waiting = Array.from({ length: MAX_WAITING_REPORTS + 1 }, () => waitingReport(1));
    const huge = JSON.stringify({ tokens: ["x".repeat(MAX_BODY_BYTES)] });
    for (const body of [
      JSON.stringify({ tokens }),
      JSON.stringify({ tokens: [], waiting }),
      huge,
    ]) {
      expect(parseClaim(await post(body))).toEqual({
        ok: false,
        status: 413,
        error: "claim-too-large",
      });
    }
  });

  it("refuses what is not a claim with 400", async () => {
    for (const body of ["not json", "{}", JSON.stringify({ tokens: [1] })]) {
      expect(parseClaim(await post(body))).toMatchObject({ ok: false, status: 400 });
    }
  });
});

const stored = (overrides: Partial<StoredProgress>): StoredProgress => ({
  watchedSeconds: 30,
  lastPosition: 30,
  durationSeconds: 100,
  startedAt: 0,
  updatedAt: 1000,
  unlockedAt: null,
  ...overrides,
});

describe("one entry per lecture", () => {
  it("keeps an unlocked token first, then the most watched, then the newest", () => {
    const unlocked = stored({ watchedSeconds: 80, unlockedAt: 5000 });
    const most = stored({ watchedSeconds: 90 });
    const newer = stored({ watchedSeconds: 90, updatedAt: 9000 });
    const picked = pickClaims(
      [
        { lectureId: 1, progress: most },
        { lectureId: 1, progress: unlocked },
        { lectureId: 2, progress: most },
        { lectureId: 2, progress: newer },
        { lectureId: 3, progress: stored({}) },
      ],
      [],
    );
    expect(picked.map((entry) => [entry.lectureId, entry.token])).toEqual([
      [1, unlocked],
      [2, newer],
      [3, stored({})],
    ]);
  });

  it("keeps the first waiting report of a lecture, with or without a token", () => {
    const report = { event: "pause", watchedDelta: 10, position: 10, duration: 100 } as const;
    const picked = pickClaims(
      [{ lectureId: 1, progress: stored({}) }],
      [
        { lectureId: 1, report, at: 1 },
        { lectureId: 1, report: { ...report, watchedDelta: 99 }, at: 2 },
        { lectureId: 4, report, at: 3 },
      ],
    );
    expect(picked).toEqual([
      { lectureId: 1, token: stored({}), waiting: { report, at: 1 } },
      { lectureId: 4, token: null, waiting: { report, at: 3 } },
    ]);
  });
});
