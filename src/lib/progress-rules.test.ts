import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CREDIT_SLACK_SECONDS,
  MAX_CREDITED_RATE,
  UNVERIFIED_UNLOCK_SECONDS,
  applyReport,
  formatPlaybackTime,
  mergeProgress,
  resumePosition,
  watchedPercent,
  type ProgressReport,
  type StoredProgress,
} from "./progress-rules";

const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);
const at = (seconds: number) => T0 + seconds * 1000;
const report = (overrides: Partial<ProgressReport> = {}): ProgressReport => ({
  event: "progress",
  watchedDelta: 10,
  position: 0,
  duration: 600,
  ...overrides,
});

/** Reports `watchedDelta` every `every` seconds of server time until `until`, then "unlock". */
function play(every: number, until: number, claim = every, contentDuration: number | null = null) {
  let row = applyReport(null, report({ event: "start", watchedDelta: 0 }), T0, contentDuration);
  for (let t = every; t <= until; t += every) {
    row = applyReport(row, report({ watchedDelta: claim, position: t }), at(t), contentDuration);
  }
  const unlock = report({ event: "unlock", watchedDelta: 0, position: until });
  return applyReport(row, unlock, at(until), contentDuration);
}

describe("applyReport", () => {
  it("credits what an honest player reports every 10 s and unlocks at its own 80%", () => {
    const row = play(10, 480);
    expect(row.watchedSeconds).toBe(480);
    expect(row.lastPosition).toBe(480);
    expect(row.unlockedAt).toBe(at(480));
    const early = play(10, 470);
    expect(early.watchedSeconds).toBe(470);
    expect(early.unlockedAt).toBeNull();
  });

  it("never credits more than the server's clock allows since the first report", () => {
    const first = applyReport(null, report({ event: "start", watchedDelta: 0 }), T0, null);
    const huge = applyReport(first, report({ watchedDelta: 1e9 }), at(5), null);
    expect(huge.watchedSeconds).toBe(5 * MAX_CREDITED_RATE + CREDIT_SLACK_SECONDS);
    // The slack is not given again with every report: spamming adds nothing.
    let spam = huge;
    for (let i = 1; i <= 100; i++) spam = applyReport(spam, report(), at(5 + i / 100), null);
    expect(spam.watchedSeconds).toBeCloseTo(6 * MAX_CREDITED_RATE + CREDIT_SLACK_SECONDS, 6);
  });

  it("credits a report no more than the time since the previous one, however long ago the first", () => {
    const first = applyReport(null, report({ event: "start", watchedDelta: 0 }), T0, 600);
    const watched = applyReport(first, report({ watchedDelta: 10, position: 10 }), at(10), 600);
    // A day later the player comes back and claims the whole lecture at once.
    const nextDay = applyReport(
      watched,
      report({ event: "start", watchedDelta: 0 }),
      at(86_400),
      600,
    );
    const claim = applyReport(
      nextDay,
      report({ event: "unlock", watchedDelta: 600 }),
      at(86_405),
      600,
    );
    expect(claim.watchedSeconds).toBe(10 + 5 * MAX_CREDITED_RATE + CREDIT_SLACK_SECONDS);
    expect(claim.unlockedAt).toBeNull();
  });

  it("lets a script posting as fast as it can unlock a 10-minute lecture no sooner than 4 minutes", () => {
    let row = applyReport(null, report({ event: "start", watchedDelta: 0 }), T0, 600);
    let unlockedAfter: number | null = null;
    for (let ms = 10; ms <= 600_000 && unlockedAfter === null; ms += 10) {
      row = applyReport(row, report({ event: "unlock", watchedDelta: 600 }), T0 + ms, 600);
      if (row.unlockedAt !== null) unlockedAfter = ms / 1000;
    }
    // 80% of the lecture at the fastest counted speed, 2x.
    expect(unlockedAfter).toBe((480 - CREDIT_SLACK_SECONDS) / MAX_CREDITED_RATE);
  });

  it("credits a student watching at 2x the video time played, and unlocks", () => {
    const row = play(10, 240, 20, 600);
    expect(row.watchedSeconds).toBe(480);
    expect(row.unlockedAt).toBe(at(240));
  });

  it("refuses an unlock claiming a 1 s length until its clock has seen a minute", () => {
    const claim = report({ event: "unlock", watchedDelta: 3, position: 1, duration: 1 });
    const first = applyReport(null, claim, T0, null);
    expect(first).toMatchObject({ durationSeconds: 1, watchedSeconds: 1, unlockedAt: null });
    const soon = applyReport(first, claim, at(UNVERIFIED_UNLOCK_SECONDS - 1), null);
    expect(soon.unlockedAt).toBeNull();
    const minute = applyReport(soon, claim, at(UNVERIFIED_UNLOCK_SECONDS), null);
    expect(minute.unlockedAt).toBe(at(UNVERIFIED_UNLOCK_SECONDS));
    // The content's own length needs no such wait: 80% of it is the rule.
    const known = applyReport(null, report({ event: "start", watchedDelta: 0 }), T0, 10);
    const watched = applyReport(known, report({ event: "unlock", watchedDelta: 8 }), at(4), 10);
    expect(watched.unlockedAt).toBe(at(4));
  });

  it("keeps the first plausible duration and ignores later ones; the content's wins", () => {
    const first = applyReport(null, report({ event: "start", duration: null }), T0, null);
    expect(first.durationSeconds).toBeNull();
    const known = applyReport(first, report({ duration: 600 }), at(10), null);
    expect(known.durationSeconds).toBe(600);
    const tiny = applyReport(known, report({ duration: 2 }), at(20), null);
    expect(tiny.durationSeconds).toBe(600);
    const content = applyReport(null, report({ event: "start", duration: 2 }), T0, 900);
    expect(content.durationSeconds).toBe(900);
    for (const bad of [0, -5, Number.NaN, Number.POSITIVE_INFINITY, 13 * 3600]) {
      expect(applyReport(null, report({ duration: bad }), T0, null).durationSeconds).toBeNull();
    }
  });

  it("does not unlock while the duration is unknown, nor on anything but an unlock report", () => {
    let row = applyReport(null, report({ event: "start", duration: null }), T0, null);
    row = applyReport(row, report({ event: "unlock", duration: null }), at(500), null);
    expect(row.unlockedAt).toBeNull();
    let watched = applyReport(null, report({ event: "start", watchedDelta: 0 }), T0, 100);
    watched = applyReport(watched, report({ watchedDelta: 90, position: 90 }), at(90), 100);
    expect(watched.unlockedAt).toBeNull();
  });

  it("caps the count at the duration, keeps an unlock, and ignores negative or broken numbers", () => {
    let row = play(10, 600, 10, 100);
    expect(row.watchedSeconds).toBe(100);
    expect(row.lastPosition).toBe(100);
    const unlockedAt = row.unlockedAt;
    expect(unlockedAt).not.toBeNull();
    row = applyReport(row, report({ watchedDelta: -50, position: Number.NaN }), at(700), 100);
    expect(row.watchedSeconds).toBe(100);
    expect(row.lastPosition).toBe(100);
    expect(row.unlockedAt).toBe(unlockedAt);
    row = applyReport(row, report({ watchedDelta: Number.NaN, position: -3 }), at(710), 100);
    expect(row.watchedSeconds).toBe(100);
    expect(row.lastPosition).toBe(0);
  });
});

describe("applyReport, for any reports", () => {
  const anyReport = fc.record({
    event: fc.constantFrom("start", "progress", "pause", "end", "leave", "unlock" as const),
    watchedDelta: fc.oneof(fc.double({ min: -10, max: 1e7 }), fc.constant(Number.NaN)),
    position: fc.double({ min: -10, max: 1e5 }),
    // Tiny claimed lengths often: the ones a script would claim.
    duration: fc.oneof(
      fc.constant(null),
      fc.double({ min: -5, max: 20 }),
      fc.double({ min: -5, max: 50_000 }),
    ),
  });
  // Reports at increasing times of the server's clock (ms after the previous one).
  const wait = fc.oneof(fc.integer({ min: 0, max: 3_000 }), fc.integer({ min: 0, max: 120_000 }));
  const reports = fc.array(fc.tuple(anyReport, wait), {
    minLength: 1,
    maxLength: 40,
  });
  const contentDuration = fc.oneof(fc.constant(null), fc.double({ min: 1, max: 5_000 }));

  it("never credits more than the clock allows at 2x, nor unlocks before 80% of its length, nor a claimed length before a minute", () => {
    fc.assert(
      fc.property(reports, contentDuration, (sequence, content) => {
        let row: StoredProgress | null = null;
        let now = T0;
        for (const [next, wait] of sequence) {
          now += wait;
          row = applyReport(row, next, now, content);
          const seen = (now - row.startedAt) / 1000;
          expect(row.watchedSeconds).toBeLessThanOrEqual(
            seen * MAX_CREDITED_RATE + CREDIT_SLACK_SECONDS + 1e-6,
          );
          expect(row.watchedSeconds).toBeGreaterThanOrEqual(0);
          if (row.unlockedAt === null) continue;
          expect(row.durationSeconds).not.toBeNull();
          expect(row.watchedSeconds * 100).toBeGreaterThanOrEqual(80 * row.durationSeconds! - 1e-6);
          if (content === null) {
            expect(row.unlockedAt - row.startedAt).toBeGreaterThanOrEqual(
              UNVERIFIED_UNLOCK_SECONDS * 1000,
            );
          }
        }
      }),
    );
  });
});

describe("applyReport, for a script's reports", () => {
  // What a script would send for a lecture whose length the content does not give: unlocks, big
  // claims, tiny lengths, many reports a second.
  const scripted = fc.array(
    fc.tuple(
      fc.record({
        event: fc.constantFrom("start" as const, "progress" as const, "unlock" as const),
        watchedDelta: fc.double({ min: 0, max: 1_000, noNaN: true }),
        position: fc.double({ min: 0, max: 100, noNaN: true }),
        duration: fc.double({ min: 0.5, max: 30, noNaN: true }),
      }),
      fc.integer({ min: 0, max: 5_000 }),
    ),
    { minLength: 1, maxLength: 60 },
  );

  it("never unlocks a lecture of claimed length within a minute of its first report", () => {
    fc.assert(
      fc.property(scripted, (sequence) => {
        let row: StoredProgress | null = null;
        let now = T0;
        for (const [next, wait] of sequence) {
          now += wait;
          row = applyReport(row, next, now, null);
          if (row.unlockedAt !== null) {
            expect(row.unlockedAt - row.startedAt).toBeGreaterThanOrEqual(
              UNVERIFIED_UNLOCK_SECONDS * 1000,
            );
          }
        }
      }),
    );
  });
});

describe("mergeProgress", () => {
  const stored = (overrides: Partial<StoredProgress>): StoredProgress => ({
    watchedSeconds: 0,
    lastPosition: 0,
    durationSeconds: 100,
    startedAt: T0,
    updatedAt: T0,
    unlockedAt: null,
    ...overrides,
  });

  it("keeps the larger count, never the sum, and the latest position", () => {
    const merged = mergeProgress(
      stored({ watchedSeconds: 40, lastPosition: 40, updatedAt: at(100) }),
      stored({ watchedSeconds: 30, lastPosition: 70, updatedAt: at(200), startedAt: at(-50) }),
      null,
    );
    expect(merged).toMatchObject({
      watchedSeconds: 40,
      lastPosition: 70,
      startedAt: at(-50),
      updatedAt: at(200),
    });
  });

  it("carries an unlock only while the count reaches 80% of the duration that counts", () => {
    const carried = stored({ watchedSeconds: 85, unlockedAt: at(90) });
    expect(mergeProgress(null, carried, null).unlockedAt).toBe(at(90));
    expect(mergeProgress(null, carried, 600).unlockedAt).toBeNull();
    expect(mergeProgress(null, stored({ watchedSeconds: 85 }), null).unlockedAt).toBeNull();
  });
});

describe("display helpers", () => {
  it("shows whole percents capped at 100", () => {
    expect(watchedPercent(50, 100)).toBe(50);
    expect(watchedPercent(79.9, 100)).toBe(79);
    expect(watchedPercent(500, 100)).toBe(100);
    expect(watchedPercent(10, null)).toBe(0);
  });

  it("offers a resume point only part-way through", () => {
    expect(resumePosition(754.6, 1200)).toBe(754);
    expect(resumePosition(3, 1200)).toBeNull();
    expect(resumePosition(1197, 1200)).toBeNull();
    expect(resumePosition(100, null)).toBe(100);
    expect(resumePosition(Number.NaN, 100)).toBeNull();
    // A short clip: a tenth of it counts as the start and the end.
    expect(resumePosition(4.2, 12)).toBe(4);
    expect(resumePosition(1, 12)).toBeNull();
    expect(resumePosition(11, 12)).toBeNull();
  });

  it("formats playback times like a player does", () => {
    expect(formatPlaybackTime(754)).toBe("12:34");
    expect(formatPlaybackTime(5)).toBe("0:05");
    expect(formatPlaybackTime(3723.9)).toBe("1:02:03");
  });
});
