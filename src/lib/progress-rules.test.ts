import { describe, expect, it } from "vitest";
import {
  CREDIT_SLACK_SECONDS,
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
    expect(huge.watchedSeconds).toBe(5 + CREDIT_SLACK_SECONDS);
    // The slack is not given again with every report: spamming adds nothing.
    let spam = huge;
    for (let i = 1; i <= 100; i++) spam = applyReport(spam, report(), at(5 + i / 100), null);
    expect(spam.watchedSeconds).toBeCloseTo(6 + CREDIT_SLACK_SECONDS, 6);
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
    expect(claim.watchedSeconds).toBe(10 + 5 + CREDIT_SLACK_SECONDS);
    expect(claim.unlockedAt).toBeNull();
  });

  it("lets a script posting as fast as it can unlock a 10-minute lecture no sooner than 8 minutes", () => {
    let row = applyReport(null, report({ event: "start", watchedDelta: 0 }), T0, 600);
    let unlockedAfter: number | null = null;
    for (let ms = 10; ms <= 600_000 && unlockedAfter === null; ms += 10) {
      row = applyReport(row, report({ event: "unlock", watchedDelta: 600 }), T0 + ms, 600);
      if (row.unlockedAt !== null) unlockedAfter = ms / 1000;
    }
    expect(unlockedAfter).toBe(480 - CREDIT_SLACK_SECONDS);
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
