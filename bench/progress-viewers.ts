import { report, signUpStudent } from "./signed-in";
import { percentile } from "./stats";

/**
 * Issue 16: simulated students watching, each posting a progress report every 10 s as the player
 * does (start, then progress), for a minute. Each is a student of their own, on a lecture of the
 * demo content, so every report is a write to their own row.
 */

export type ViewerFigures = {
  database: string;
  viewers: number;
  seconds: number;
  reports: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
};

export const VIEWERS = 500;
export const VIEWING_SECONDS = 60;
const REPORT_EVERY_MS = 10_000;
const SIGN_UPS_AT_ONCE = 4;
const DURATION_SECONDS = 600;

async function inBatches<T>(count: number, size: number, make: (i: number) => Promise<T>) {
  const made: T[] = [];
  for (let start = 0; start < count; start += size) {
    const batch = Array.from({ length: Math.min(size, count - start) }, (_, i) => make(start + i));
    made.push(...(await Promise.all(batch)));
  }
  return made;
}

export async function measureViewers(
  origin: string,
  database: string,
  lectureIds: number[],
  viewers = VIEWERS,
  seconds = VIEWING_SECONDS,
): Promise<ViewerFigures> {
  const students = await inBatches(viewers, SIGN_UPS_AT_ONCE, (i) => signUpStudent(origin, i));
  const times: number[] = [];
  let errors = 0;
  const rounds = Math.floor((seconds * 1000) / REPORT_EVERY_MS);
  const startedAt = performance.now();
  await Promise.all(
    students.map(async (cookie, i) => {
      const lectureId = lectureIds[i % lectureIds.length] ?? 1;
      // Spread over the first interval, as viewers press play at different moments.
      const offset = (i / students.length) * REPORT_EVERY_MS;
      for (let round = 0; round <= rounds; round += 1) {
        const due = startedAt + offset + round * REPORT_EVERY_MS;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        try {
          const { status, ms } = await report(origin, cookie, lectureId, {
            event: round === 0 ? "start" : "progress",
            watched: round === 0 ? 0 : REPORT_EVERY_MS / 1000,
            position: (round * REPORT_EVERY_MS) / 1000,
            duration: DURATION_SECONDS,
          });
          times.push(ms);
          if (status !== 200) errors += 1;
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const sorted = times.sort((a, b) => a - b);
  return {
    database,
    viewers,
    seconds,
    reports: times.length,
    p50Ms: Math.round(percentile(sorted, 0.5)),
    p99Ms: Math.round(percentile(sorted, 0.99)),
    errors,
  };
}
