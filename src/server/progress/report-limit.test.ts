import { describe, expect, it } from "vitest";
import { REPORT_BURST, ReportLimiter } from "./report-limit";

/** The times (ms) a player sends reports at, for a student who does everything quickly. */
function busyStudent(): number[] {
  const times: number[] = [0];
  // A 10-minute lecture at 2x: a report every 10 watched seconds, every 5 s of real time.
  for (let t = 5000; t <= 300_000; t += 5000) times.push(t);
  // Ten presses of pause and play in three seconds, then seeks (no report of their own).
  for (let i = 0; i < 10; i += 1) times.push(60_000 + i * 300);
  // The tab hidden and shown five times in five seconds: a leave report each time.
  for (let i = 0; i < 5; i += 1) times.push(120_000 + i * 1000);
  // Unlock, then leaving (hidden and pagehide), a reload and the next lecture's start.
  times.push(240_000, 300_100, 300_150, 302_000);
  return times.sort((a, b) => a - b);
}

describe("the progress reports one student may send (decision 0062)", () => {
  it("never refuses a player, however busy its student", () => {
    const limiter = new ReportLimiter();
    const refused = busyStudent().filter((t) => !limiter.take("student", t).allowed);
    expect(refused).toEqual([]);
  });

  it("refuses a script after the burst, says when to come back, and takes one a second", () => {
    const limiter = new ReportLimiter();
    const burst = Array.from({ length: 50 }, () => limiter.take("script", 0));
    expect(burst.filter((d) => d.allowed)).toHaveLength(REPORT_BURST);
    expect(burst.at(-1)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    // Flooding on, one report a second is all it gets.
    let taken = 0;
    for (let t = 0; t < 10_000; t += 10) if (limiter.take("script", t).allowed) taken += 1;
    expect(taken).toBeLessThanOrEqual(10);
    expect(limiter.take("someone else", 10_000)).toEqual({ allowed: true });
  });

  it("forgets students whose bucket is full again", () => {
    const limiter = new ReportLimiter();
    limiter.take("a", 0);
    limiter.take("b", 0);
    expect(limiter.size).toBe(2);
    limiter.take("c", 120_000);
    expect(limiter.size).toBe(1);
  });
});
