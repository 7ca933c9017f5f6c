import type { WorkspaceActionName } from "./workspace-actions";
import { WORKSPACE_ACTION_INPUTS } from "./workspace-inputs";
import { SCREENS } from "./screens";

/** The hostile values the bad-input sweep (tests/resilience/bad-input.ts) puts in every input. */

/**
 * Every place a visitor can put a value into a URL: route parameters and query strings. Each entry
 * builds a URL around one hostile value, given already percent-encoded (or deliberately malformed);
 * the server must answer without a 5xx. Routes whose screens are not built yet answer 404 until
 * they are, and are covered from then on.
 */
export const URL_INPUTS: { name: string; url: (encoded: string) => string }[] = [
  { name: "top-level path", url: (v) => `/${v}` },
  { name: "the next page of a student's lectures", url: (v) => `/api/me?page=${v}` },
  { name: "home query", url: (v) => `/?q=${v}&tag=${v}` },
  { name: "search query", url: (v) => `/search?q=${v}` },
  { name: "search list", url: (v) => `/search?q=physics&in=${v}` },
  { name: "search cursors", url: (v) => `/search?q=physics&in=lectures&before=${v}&after=${v}` },
  { name: "search newer cursor", url: (v) => `/search?q=${v}&in=updates&after=${v}` },
  { name: "latest tag", url: (v) => `/latest?tag=${v}` },
  { name: "latest cursors", url: (v) => `/latest?before=${v}&after=${v}` },
  { name: "latest older cursor", url: (v) => `/latest?tag=Results&before=${v}` },
  { name: "latest newer cursor", url: (v) => `/latest?after=${v}` },
  { name: "update page", url: (v) => `/latest/${v}` },
  { name: "update page slug", url: (v) => `/latest/1-${v}` },
  { name: "jobs cursor", url: (v) => `/latest/jobs?before=${v}` },
  { name: "featured cursor", url: (v) => `/latest/featured?after=${v}` },
  { name: "RSS tag", url: (v) => `/latest/feed.xml?tag=${v}` },
  { name: "sitemap child", url: (v) => `/sitemaps/${v}` },
  { name: "coaching category", url: (v) => `/coaching/${v}/9th` },
  { name: "class", url: (v) => `/coaching/lectures-quizzes/${v}` },
  { name: "subject", url: (v) => `/coaching/lectures-quizzes/9th/${v}` },
  { name: "chapter number", url: (v) => `/coaching/lectures-quizzes/9th/physics/${v}/x` },
  {
    name: "chapter name",
    url: (v) => `/coaching/lectures-quizzes/9th/physics/1/${v}`,
  },
  { name: "entry test", url: (v) => `/coaching/entry-test/${v}` },
  {
    name: "lecture query",
    url: (v) => `/coaching/lectures-quizzes/9th/physics/1/x?lecture=${v}`,
  },
  {
    name: "account frame without JavaScript",
    url: (v) => `/api/me/frame/account?variant=${v}&lang=${v}&page=${v}`,
  },
  { name: "account frame's page", url: (v) => `/api/me/frame/account?variant=bar&page=${v}` },
  { name: "lecture frame", url: (v) => `/api/me/frame/lecture?lecture=${v}&lang=${v}` },
  { name: "login next", url: (v) => `/login?next=${v}` },
  { name: "register next", url: (v) => `/register?next=${v}` },
  { name: "login notice", url: (v) => `/login?done=${v}` },
  { name: "reset link token", url: (v) => `/reset-password?token=${v}` },
  { name: "Urdu reset link, token twice", url: (v) => `/ur/reset-password?token=${v}&token=${v}` },
  {
    name: "confirmation link",
    url: (v) => `/api/auth/verify-email?token=${v}&callbackURL=${v}`,
  },
  {
    name: "confirmation link with a forged token",
    url: (v) => `/api/auth/verify-email?token=${v}&callbackURL=%2Fstudent-portal%3Fverified%3D1`,
  },
  {
    name: "My learning's confirmation answer",
    url: (v) => `/student-portal?verified=${v}&error=${v}`,
  },
];

/** Forms that write: each builds a same-origin request body around one hostile value. */
export const FORM_INPUTS: {
  name: string;
  path: string;
  body: (value: string) => Record<string, unknown>;
}[] = [
  {
    // RFC 8058's one-click POST with a forged key: a clear 404, never a 5xx.
    name: "one-click unsubscribe",
    path: "/api/newsletter/unsubscribe?token=forged",
    body: (v) => ({ "List-Unsubscribe": v }),
  },
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
  {
    name: "progress report",
    path: "/api/progress",
    body: (v) => ({ lectureId: v, event: v, watched: v, position: v, duration: v, token: v }),
  },
  {
    name: "progress report with hostile numbers",
    path: "/api/progress",
    body: (v) => {
      const n = Number(v);
      return { lectureId: n, event: "progress", watched: n, position: n, duration: n, sentAt: n };
    },
  },
  {
    name: "progress report with a hostile token",
    path: "/api/progress",
    body: (v) => ({
      lectureId: 1,
      event: "progress",
      watched: 5,
      position: 5,
      duration: 600,
      token: v,
    }),
  },
  { name: "progress claim", path: "/api/progress/claim", body: (v) => ({ tokens: [v, v] }) },
  {
    name: "progress claim with hostile waiting reports",
    path: "/api/progress/claim",
    body: (v) => {
      const n = Number(v);
      const waiting = { lectureId: n, event: v, watched: n, position: n, duration: n, sentAt: n };
      return { tokens: [v], waiting: [waiting, { ...waiting, event: "unlock" }] };
    },
  },
  {
    name: "ask for a reset link",
    path: "/api/auth/request-password-reset",
    body: (v) => ({ email: v, redirectTo: v }),
  },
  {
    name: "ask for a reset link for a hostile address on this site",
    path: "/api/auth/request-password-reset",
    body: (v) => ({ email: `${v}@example.com`, redirectTo: "/reset-password" }),
  },
  {
    name: "reset with a forged token",
    path: "/api/auth/reset-password",
    body: (v) => ({ token: v, newPassword: v }),
  },
  {
    name: "ask for a confirmation link",
    path: "/api/auth/send-verification-email",
    body: (v) => ({ email: v, callbackURL: v }),
  },
  {
    name: "log out from the account frame",
    path: "/api/me/frame/log-out",
    body: (v) => ({ lang: v }),
  },
];

let counter = 0;
function uniqueSuffix(): string {
  counter += 1;
  return `${process.pid}-${Date.now()}-${counter}`;
}

/**
 * Server actions that write, called over HTTP as the browser calls them (tests/support/
 * server-action.ts): each builds the action's arguments around one hostile value. The rating
 * action runs for a signed-in student, so the value reaches its validation.
 */
export type ActionInput = {
  name: string;
  action:
    | "saveLectureRating"
    | "subscribeToNewsletter"
    | "requestPasswordReset"
    | "resetPassword"
    | "confirmSubscriptionForm"
    | "unsubscribeForm"
    | "sendContactMessage"
    | "submitQuiz"
    | "mockAction"
    | "saveMockAnswers"
    | WorkspaceActionName;
  path: string;
  /** Signed in as a student, as an admin (the workspace's actions), or not at all. */
  signedIn: boolean | "admin";
  args: (value: string) => unknown[];
};

const CHAPTER_TEST =
  "/coaching/lectures-quizzes/9th/physics/1/Physical%20Quantities%20and%20Measurement/test";
const MOCK_TEST = "/coaching/entry-test/mdcat";

export const ACTION_INPUTS: ActionInput[] = [
  {
    name: "rating: hostile lecture id and stars",
    action: "saveLectureRating",
    path: SCREENS.find((screen) => screen.name === "lecture player")!.path,
    signedIn: true,
    args: (v) => [v, v],
  },
  {
    name: "rating: hostile stars as a number",
    action: "saveLectureRating",
    path: SCREENS.find((screen) => screen.name === "lecture player")!.path,
    signedIn: true,
    args: (v) => [1, Number(v), { userId: v }],
  },
  {
    name: "newsletter: hostile email",
    action: "subscribeToNewsletter",
    path: "/",
    signedIn: false,
    args: (v) => [{ status: "idle" }, formWith("email", v)],
  },
  {
    name: "newsletter: forged arguments",
    action: "subscribeToNewsletter",
    path: "/",
    signedIn: false,
    args: (v) => [v, v],
  },
  {
    name: "forgot password: hostile email",
    action: "requestPasswordReset",
    path: "/forgot-password",
    signedIn: false,
    args: (v) => [{ fieldErrors: {}, formError: null, values: {} }, formWith("email", v)],
  },
  {
    name: "forgot password: forged arguments",
    action: "requestPasswordReset",
    path: "/forgot-password",
    signedIn: false,
    args: (v) => [v, v],
  },
  {
    name: "new password: forged token and hostile password",
    action: "resetPassword",
    path: "/reset-password",
    signedIn: false,
    args: (v) => {
      const form = formWith("token", v);
      form.set("password", v);
      return [{ fieldErrors: {}, formError: null, values: {} }, form];
    },
  },
  {
    name: "new password: forged arguments",
    action: "resetPassword",
    path: "/reset-password",
    signedIn: false,
    args: (v) => [v, { token: v }],
  },
  {
    name: "newsletter confirmation: forged token",
    action: "confirmSubscriptionForm",
    path: "/newsletter/confirm",
    signedIn: false,
    args: (v) => [formWith("token", v)],
  },
  {
    name: "newsletter unsubscribe: forged token",
    action: "unsubscribeForm",
    path: "/newsletter/unsubscribe",
    signedIn: false,
    args: (v) => [formWith("token", v)],
  },
  {
    name: "newsletter link buttons: forged arguments",
    action: "unsubscribeForm",
    path: "/newsletter/unsubscribe",
    signedIn: false,
    args: (v) => [v, { token: v }],
  },
  {
    name: "contact form: every field hostile",
    action: "sendContactMessage",
    path: "/contact-us",
    signedIn: false,
    args: (v) => {
      const form = formWith("name", v);
      for (const field of ["email", "topic", "message"]) form.set(field, v);
      return [{ status: "idle", values: {}, problems: {} }, form];
    },
  },
  {
    name: "contact form: hostile message from a valid sender",
    action: "sendContactMessage",
    path: "/contact-us",
    signedIn: false,
    args: (v) => {
      const form = formWith("name", "Sana");
      form.set("email", "sana@example.com");
      form.set("topic", "general");
      form.set("message", `A question: ${v}`);
      return [{ status: "idle", values: {}, problems: {} }, form];
    },
  },
  {
    name: "contact form: forged arguments",
    action: "sendContactMessage",
    path: "/contact-us",
    signedIn: false,
    args: (v) => [v, { name: v }],
  },
  {
    name: "chapter test: hostile quiz and answer",
    action: "submitQuiz",
    path: CHAPTER_TEST,
    signedIn: true,
    args: (v) => [{ status: "idle" }, formOf({ quiz: v, a1: v, started: v })],
  },
  {
    name: "mock test: hostile start",
    action: "mockAction",
    path: MOCK_TEST,
    signedIn: true,
    args: (v) => [{ status: "idle" }, formOf({ intent: "start", quiz: v })],
  },
  {
    name: "mock test: forged sitting and hostile answers",
    action: "mockAction",
    path: MOCK_TEST,
    signedIn: false,
    args: (v) => [{ status: "idle" }, formOf({ intent: v, quiz: "1", sitting: v, a1: v })],
  },
  {
    name: "mock test: forged arguments",
    action: "mockAction",
    path: MOCK_TEST,
    signedIn: false,
    args: (v) => [v, { sitting: v }],
  },
  {
    name: "mock test's saved answers: forged sitting",
    action: "saveMockAnswers",
    path: MOCK_TEST,
    signedIn: true,
    args: (v) => [{ token: v, answers: { [v]: v, "1": Number(v) } }],
  },
  ...WORKSPACE_ACTION_INPUTS,
];

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

function formWith(name: string, value: string): FormData {
  const form = new FormData();
  form.set(name, value);
  return form;
}
