import autocannon from "autocannon";
import { BROWSER_ENCODINGS, dropBodies, type LoadSettings } from "./load";
import { playerLectureId, report, signUpStudent } from "./signed-in";
import { percentile } from "./stats";
import { DWELL_MS, VISIT_POOL, signedInVisit, visitPages } from "./visits";

/**
 * Issue 32, item 8, under load: one connection per student, each going through its own visit
 * (bench/visits.ts) again and again, signed in (the pages, and GET /api/me where the browser's
 * rule reads it) and as a visitor (the same pages), in turns. Meanwhile each student reports
 * progress every DWELL_MS of real time, and one more client times GET /api/me.
 */

export type VisitFigures = {
  database: string;
  students: number;
  /** Pages of a visit and GET /api/me reads per visit, averaged over the students' visits. */
  pagesPerVisit: number;
  personalPerVisit: number;
  signedInViewsPerSecond: number;
  anonymousViewsPerSecond: number;
  /** Over every request of the signed-in run (pages and /api/me). */
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** GET /api/me one at a time while the signed-in run went on. */
  personalP99Ms: number;
  reports: number;
  reportP99Ms: number;
  reportErrors: number;
};

const WARM_UP_SECONDS = 3;

type Student = { cookie: string; pages: string[]; lectureIds: number[] };

function request(path: string, cookie: string | undefined, count: () => void) {
  const headers: Record<string, string> = { "accept-encoding": BROWSER_ENCODINGS };
  if (cookie) headers.cookie = cookie;
  return { method: "GET" as const, path, headers, onResponse: count };
}

/** autocannon with each connection on its own student's requests; the views it got through. */
async function runVisits(
  origin: string,
  students: readonly Student[],
  signedIn: boolean,
  durationSeconds: number,
): Promise<{ result: autocannon.Result; views: number }> {
  let views = 0;
  const countView = () => (views += 1);
  const sequences = students.map((student) => {
    const cookie = signedIn ? student.cookie : undefined;
    const steps = signedIn
      ? signedInVisit(student.pages)
      : student.pages.map((path) => ({ kind: "page" as const, path }));
    return steps.map((step) =>
      step.kind === "page"
        ? request(step.path, cookie, countView)
        : request("/api/me", cookie, () => undefined),
    );
  });
  const run = async (seconds: number) => {
    let next = 0;
    return autocannon({
      url: origin,
      connections: students.length,
      duration: seconds,
      requests: sequences[0],
      setupClient: (client) => {
        dropBodies(client);
        client.setRequests(sequences[next++ % sequences.length]!);
      },
    });
  };
  await run(WARM_UP_SECONDS);
  views = 0;
  const result = await run(durationSeconds);
  return { result, views: views / durationSeconds };
}

/** Each student's progress report every DWELL_MS while `running`, on a lecture of its visit. */
async function reportWhile(origin: string, students: readonly Student[], running: () => boolean) {
  const times: number[] = [];
  let errors = 0;
  await Promise.all(
    students.map(async (student, index) => {
      await new Promise((resolve) => setTimeout(resolve, (index / students.length) * DWELL_MS));
      for (let round = 0; running(); round += 1) {
        const lectureId = student.lectureIds[round % student.lectureIds.length]!;
        const sent = { event: "progress", watched: 10, position: 10 * (round + 1), duration: 600 };
        try {
          const { status, ms } = await report(origin, student.cookie, lectureId, sent);
          times.push(ms);
          if (status !== 200) errors += 1;
        } catch {
          errors += 1;
        }
        await new Promise((resolve) => setTimeout(resolve, DWELL_MS));
      }
    }),
  );
  return { times: times.sort((a, b) => a - b), errors };
}

/** GET /api/me one at a time while `running`: what a student's first page waits for. */
async function probePersonal(origin: string, cookie: string, running: () => boolean) {
  const times: number[] = [];
  while (running()) {
    const started = performance.now();
    const response = await fetch(`${origin}/api/me`, { headers: { cookie } });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return times.sort((a, b) => a - b);
}

/** The students of a run: each signed up, with progress on the lectures of its visit. */
async function makeStudents(origin: string, count: number): Promise<Student[]> {
  const lectureOf = new Map<string, number>();
  for (const path of VISIT_POOL.filter((p) => p.includes("?lecture="))) {
    lectureOf.set(path, await playerLectureId(origin, path));
  }
  const students: Student[] = [];
  for (let index = 0; index < count; index += 1) {
    const cookie = await signUpStudent(origin, 20_000 + index);
    const pages = visitPages(index);
    const lectureIds = pages.flatMap((path) => lectureOf.get(path) ?? []);
    // What a student who has watched before holds: progress on the visit's lectures.
    for (const lectureId of lectureIds) {
      await report(origin, cookie, lectureId, {
        event: "start",
        watched: 0,
        position: 30,
        duration: 600,
      });
    }
    students.push({ cookie, pages, lectureIds: lectureIds.length ? lectureIds : [1] });
  }
  return students;
}

/** Signed-in and anonymous runs take turns, so a change in the machine's load hits both. */
const ROUNDS = 2;

export async function measureVisits(
  origin: string,
  database: string,
  settings: LoadSettings,
): Promise<VisitFigures> {
  const students = await makeStudents(origin, settings.connections);
  const seconds = Math.max(1, Math.round(settings.durationSeconds / ROUNDS));
  let running = true;
  const reports = reportWhile(origin, students, () => running);
  const probe = probePersonal(origin, students[0]!.cookie, () => running);
  const signedIn: Awaited<ReturnType<typeof runVisits>>[] = [];
  const anonymous: Awaited<ReturnType<typeof runVisits>>[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    signedIn.push(await runVisits(origin, students, true, seconds));
    anonymous.push(await runVisits(origin, students, false, seconds));
  }
  running = false;
  const [reported, personalTimes] = await Promise.all([reports, probe]);
  const visits = students.map((student) => signedInVisit(student.pages));
  const average = (count: (steps: (typeof visits)[number]) => number) =>
    Math.round((visits.reduce((sum, steps) => sum + count(steps), 0) / visits.length) * 100) / 100;
  const rate = (runs: typeof signedIn) =>
    Math.round(runs.reduce((sum, run) => sum + run.views, 0) / runs.length);
  const sum = (runs: typeof signedIn, count: (result: autocannon.Result) => number) =>
    runs.reduce((total, run) => total + count(run.result), 0);
  return {
    database,
    students: students.length,
    pagesPerVisit: average((steps) => steps.filter((s) => s.kind === "page").length),
    personalPerVisit: average((steps) => steps.filter((s) => s.kind === "personal").length),
    signedInViewsPerSecond: rate(signedIn),
    anonymousViewsPerSecond: rate(anonymous),
    p99Ms: Math.max(...signedIn.map((run) => run.result.latency.p99)),
    errors: sum(signedIn, (r) => r.errors + r.timeouts),
    non2xx: sum([...signedIn, ...anonymous], (r) => r.non2xx),
    personalP99Ms: Math.round(percentile(personalTimes, 0.99)),
    reports: reported.times.length,
    reportP99Ms: Math.round(percentile(reported.times, 0.99)),
    reportErrors: reported.errors,
  };
}
