import { timeRequests, type Timing } from "./catalogue-figures";
import { loadFigures, runLoad, type LoadFigures, type LoadSettings } from "./load";

/**
 * Issue 23: a signed-in student's page view (the shared page and its GET /api/me, counted as one
 * view) against an anonymous visitor's, in the same run, and the personal request on its own.
 */

export type SignedInFigures = {
  key: string;
  /** "PGlite" or "PostgreSQL". */
  database: string;
  path: string;
  /** Page and /api/me, one after the other on each connection. */
  viewsPerSecond: number;
  /** Over both requests of a view. */
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** The uncached render of the page (median of RENDERS). */
  render?: Timing;
  /** GET /api/me for this page alone. */
  personal?: LoadFigures;
};

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

const mePath = (page: string) => `/api/me?${new URLSearchParams({ page })}`;

export async function measureSignedIn(
  origin: string,
  database: string,
  cookie: string,
  screen: { key: string; path: string },
  settings: LoadSettings,
): Promise<SignedInFigures> {
  const headers = { cookie };
  const requests = [
    { path: screen.path, headers },
    { path: mePath(screen.path), headers },
  ];
  const result = await runLoad(origin, requests, settings);
  return {
    key: screen.key,
    database,
    path: screen.path,
    viewsPerSecond: Math.round(result.requests.average / requests.length),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** GET /api/me for one page, alone, under load. */
export async function measurePersonal(
  origin: string,
  cookie: string,
  page: string,
  settings: LoadSettings,
): Promise<LoadFigures> {
  const result = await runLoad(origin, [{ path: mePath(page), headers: { cookie } }], settings);
  return loadFigures(mePath(page), result);
}

/** The uncached render of a screen, median of RENDERS. */
export function timeRender(origin: string, path: string): Promise<Timing> {
  return timeRequests(origin, path, true, RENDERS);
}
