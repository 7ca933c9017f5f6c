import { timeRequests, type Timing } from "./catalogue-figures";

/** What the signed-in measurements share: a student of the bench server and their reports. */

/** The uncached renders of the signed-in screens: median of RENDERS. */
export const RENDERS = 50;

/** A student of the bench server, signed up through the API: the Cookie header to send. */
export async function signUpStudent(origin: string, index = 0): Promise<string> {
  const response = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin,
      // Each simulated student comes from an address of its own (the sign-in rate limit).
      "x-forwarded-for": `10.23.${Math.floor(index / 250)}.${(index % 250) + 1}`,
    },
    body: JSON.stringify({
      name: `Bench Student ${index}`,
      email: `bench-${index}-${Date.now().toString(36)}@example.com`,
      password: "bench-password-123",
    }),
  });
  if (!response.ok) throw new Error(`sign-up answered ${response.status}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  if (!cookies.some((cookie) => cookie?.includes("session_token"))) {
    throw new Error("sign-up set no session cookie");
  }
  return cookies.join("; ");
}

/** The lecture the player page shows (the page names it for its islands). */
export async function playerLectureId(origin: string, path: string): Promise<number> {
  const html = await (await fetch(origin + path)).text();
  const id = Number(/data-lecture-id="(\d+)"/.exec(html)?.[1]);
  if (!Number.isInteger(id) || id < 1) throw new Error(`no lecture id on ${path}`);
  return id;
}

/** One progress report as the player sends it; returns the answer's status and time. */
export async function report(
  origin: string,
  cookie: string,
  lectureId: number,
  body: { event: string; watched: number; position: number; duration: number | null },
): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${origin}/api/progress`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, cookie },
    body: JSON.stringify({ lectureId, ...body }),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** The uncached render of a screen, median of RENDERS. */
export function timeRender(origin: string, path: string): Promise<Timing> {
  return timeRequests(origin, path, true, RENDERS);
}
