/**
 * The screens and inputs the cross-cutting tests sweep: security headers and CSP in e2e, load and
 * hostile input in npm run test:resilience. Add a screen here once and every sweep covers it.
 */

export type Screen = {
  /** A short name for test titles. */
  name: string;
  /** The path to request, already URL-encoded. */
  path: string;
  /** The status a healthy server answers with. */
  status: number;
};

export const SCREENS: Screen[] = [
  { name: "home", path: "/", status: 200 },
  { name: "unknown page", path: "/no-such-page", status: 404 },
];

/** Screens a student reads: the load test spreads its requests over these. */
export const PUBLIC_SCREENS = SCREENS.filter((screen) => screen.status === 200);

const enc = encodeURIComponent;

/**
 * Every place a visitor can put a value into a URL: route parameters and query strings. Each entry
 * builds a URL around one hostile value; the server must answer it without a 5xx. Routes whose
 * screens are not built yet answer 404 until they are, and are covered from then on.
 */
export const URL_INPUTS: { name: string; url: (value: string) => string }[] = [
  { name: "top-level path", url: (v) => `/${enc(v)}` },
  { name: "home query", url: (v) => `/?q=${enc(v)}&tag=${enc(v)}` },
  { name: "search query", url: (v) => `/search?q=${enc(v)}` },
  { name: "latest tag", url: (v) => `/latest?tag=${enc(v)}` },
  { name: "coaching category", url: (v) => `/coaching/${enc(v)}/9th` },
  { name: "class", url: (v) => `/coaching/lectures-quizzes/${enc(v)}` },
  { name: "subject", url: (v) => `/coaching/lectures-quizzes/9th/${enc(v)}` },
  { name: "chapter number", url: (v) => `/coaching/lectures-quizzes/9th/physics/${enc(v)}/x` },
  {
    name: "chapter name",
    url: (v) => `/coaching/lectures-quizzes/9th/physics/1/${enc(v)}`,
  },
  {
    name: "lecture query",
    url: (v) => `/coaching/lectures-quizzes/9th/physics/1/x?lecture=${enc(v)}`,
  },
  { name: "login next", url: (v) => `/login?next=${enc(v)}` },
  { name: "register next", url: (v) => `/register?next=${enc(v)}` },
];

/** Forms that write: each builds a same-origin request body around one hostile value. */
export const FORM_INPUTS: {
  name: string;
  path: string;
  body: (value: string) => Record<string, unknown>;
}[] = [
  {
    name: "sign up",
    path: "/api/auth/sign-up/email",
    body: (v) => ({ name: v, email: `${v}@example.com`, password: v }),
  },
  {
    name: "sign up with a valid email and a hostile name",
    path: "/api/auth/sign-up/email",
    body: (v) => ({ name: v, email: `fuzz-${uniqueSuffix()}@example.com`, password: "Passw0rd!x" }),
  },
  { name: "sign in", path: "/api/auth/sign-in/email", body: (v) => ({ email: v, password: v }) },
];

let counter = 0;
function uniqueSuffix(): string {
  counter += 1;
  return `${process.pid}-${Date.now()}-${counter}`;
}
