import type { WorkspaceActionName } from "./workspace-actions";
import { WORKSPACE_ACTION_INPUTS } from "./workspace-inputs";

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
  /** Texts of its main content, which a reader must see without JavaScript (the e2e fixtures). */
  mainText: readonly string[];
  /** A 404's own title, where it is not Coming Soon's (content that is not there, decision 0056). */
  title?: string;
};

const COMING_SOON_TEXT = "We’re preparing something amazing. Stay tuned!";
const NINTH_PHYSICS_1 =
  "/coaching/lectures-quizzes/9th/physics/1/Physical%20Quantities%20and%20Measurement";

export const SCREENS: Screen[] = [
  // The library's real counts where it has documents, the spec's placeholders elsewhere.
  { name: "home", path: "/", status: 200, mainText: ["125 video lectures", "5 papers"] },
  {
    name: "latest",
    path: "/latest",
    status: 200,
    mainText: ["Demo: SSC supplementary results announced"],
  },
  {
    name: "latest by tag",
    path: "/latest?tag=Results",
    status: 200,
    mainText: ["Demo: MDCAT results announced"],
  },
  {
    name: "latest, an older page",
    path: "/latest?tag=Results&before=1893456000000000-1",
    status: 200,
    mainText: ["Demo: MDCAT results announced"],
  },
  {
    name: "update page",
    path: "/latest/1-demo-punjab-boards-set-hssc-part-i-result-date",
    status: 200,
    mainText: ["Demo: Punjab boards set HSSC Part-I result date"],
  },
  {
    name: "all jobs",
    path: "/latest/jobs",
    status: 200,
    mainText: ["Demo job: Home tutor for 9th Class Mathematics, Lahore"],
  },
  { name: "login", path: "/login", status: 200, mainText: ["Log in to Parhai"] },
  {
    name: "register",
    path: "/register",
    status: 200,
    mainText: ["Create your free account"],
  },
  {
    name: "search",
    path: "/search?q=physics",
    status: 200,
    mainText: ["Results for “physics”", "Physical Quantities: Base and Derived"],
  },
  {
    name: "search, one list",
    path: "/search?q=9th%20class%20physics&in=lectures",
    status: 200,
    mainText: ["Physical Quantities: Base and Derived", "Next page"],
  },
  {
    name: "class screen",
    path: "/coaching/lectures-quizzes/9th",
    status: 200,
    mainText: ["Online Lectures and Quizzes 9th Class (9th Grade)", "Start Learning"],
  },
  {
    name: "chapter list",
    path: "/coaching/lectures-quizzes/9th/physics",
    status: 200,
    mainText: [
      "Chapters for Physics (9th Grade)",
      "Physical Quantities and Measurement",
      "Past Papers (5)",
    ],
  },
  {
    name: "lecture player",
    path: NINTH_PHYSICS_1,
    status: 200,
    mainText: ["Physical Quantities: Base and Derived", "Watch 80% to Unlock Content"],
  },
  {
    name: "quick quiz",
    path: `${NINTH_PHYSICS_1}/quiz/1`,
    status: 200,
    mainText: [
      "Demo quick quiz: base and derived quantities",
      "Which of these is a base quantity?",
    ],
  },
  {
    name: "chapter test",
    path: `${NINTH_PHYSICS_1}/test`,
    status: 200,
    mainText: ["Demo chapter test: Physical Quantities and Measurement", "Submit answers"],
  },
  {
    name: "coming soon",
    path: "/coaching/books/9th",
    status: 200,
    mainText: [COMING_SOON_TEXT],
  },
  ...libraryScreens(),
  {
    name: "offline page",
    path: "/offline",
    status: 200,
    mainText: ["You are offline", "Pages saved on this device"],
  },
  { name: "unknown page", path: "/no-such-page", status: 404, mainText: [COMING_SOON_TEXT] },
  {
    name: "written page",
    path: "/privacy-policy",
    status: 200,
    mainText: ["Privacy policy (Demo)", "Parents and guardians", "Last updated"],
  },
  {
    name: "unknown chapter",
    path: "/coaching/lectures-quizzes/9th/physics/99/Nope",
    status: 404,
    mainText: ["This lecture was not found or was removed."],
    title: "Lecture not found | Parhai",
  },
  {
    name: "removed lecture",
    path: `${NINTH_PHYSICS_1}?lecture=99`,
    status: 404,
    mainText: ["This lecture was not found or was removed.", "All Physics chapters"],
    title: "Lecture not found | Parhai",
  },
  {
    name: "removed update",
    path: "/latest/999999-old-news",
    status: 404,
    mainText: ["This update was not found or was removed.", "All latest updates"],
    title: "Update not found | Parhai",
  },
  ...urduScreens(),
];

/** The study library's screens, on its demo documents (content/demo/library.json, in order). */
function libraryScreens(): Screen[] {
  const papers = "/coaching/past-papers/9th/physics";
  return [
    {
      name: "library subjects",
      path: "/coaching/past-papers/9th",
      status: 200,
      mainText: ["Past Papers: 9th Grade", "5 documents"],
    },
    {
      name: "library papers, filtered",
      path: `${papers}?board=bise-lahore&year=2024`,
      status: 200,
      mainText: ["Physics Past Papers (9th Grade)", "Demo: Physics 9th BISE Lahore 2024 Objective"],
    },
    {
      name: "library document",
      path: `${papers}/1-demo-physics-9th-bise-lahore-2024-objective`,
      status: 200,
      mainText: ["Demo: Physics 9th BISE Lahore 2024 Objective", "Text of page 1"],
    },
  ];
}

/**
 * The same screens in Urdu, under /ur (issue 18): every sweep covers them too. Content (lecture
 * and update names) is shown as entered, so their marker texts mix Urdu interface and English
 * content.
 */
function urduScreens(): Screen[] {
  const comingSoon = "ہم آپ کے لیے کچھ زبردست تیار کر رہے ہیں۔ ہمارے ساتھ رہیں!";
  const player = `/ur${NINTH_PHYSICS_1}`;
  return [
    { name: "Urdu home", path: "/ur", status: 200, mainText: ["125 ویڈیو لیکچر"] },
    {
      name: "Urdu latest",
      path: "/ur/latest?tag=Results",
      status: 200,
      mainText: ["تازہ ترین خبریں اور اپ ڈیٹس", "Demo: MDCAT results announced"],
    },
    {
      name: "Urdu update page",
      path: "/ur/latest/1-demo-punjab-boards-set-hssc-part-i-result-date",
      status: 200,
      mainText: ["Demo: Punjab boards set HSSC Part-I result date", "تمام تازہ ترین اپ ڈیٹس"],
    },
    { name: "Urdu login", path: "/ur/login", status: 200, mainText: ["پڑھائی میں لاگ اِن کریں"] },
    {
      name: "Urdu search",
      path: "/ur/search?q=physics",
      status: 200,
      mainText: ["Physical Quantities: Base and Derived"],
    },
    {
      name: "Urdu search in Urdu",
      // As the page names itself (spaces as "+"), for the hreflang check.
      path: `/ur/search?${new URLSearchParams({ q: "نویں جماعت طبیعیات" }).toString()}`,
      status: 200,
      mainText: ["Physical Quantities: Base and Derived", "تمام لیکچرز دیکھیں"],
    },
    {
      name: "Urdu class screen",
      path: "/ur/coaching/lectures-quizzes/9th",
      status: 200,
      mainText: ["آن لائن لیکچرز اور کوئز: نویں جماعت", "پڑھنا شروع کریں"],
    },
    {
      name: "Urdu chapter list",
      path: "/ur/coaching/lectures-quizzes/9th/physics",
      status: 200,
      mainText: ["طبیعیات کے ابواب (نویں جماعت)", "Physical Quantities and Measurement"],
    },
    {
      name: "Urdu chapter test",
      path: `${player}/test`,
      status: 200,
      mainText: ["باب کا ٹیسٹ", "وقت کی ایس آئی اکائی کیا ہے؟"],
    },
    {
      name: "Urdu lecture player",
      path: player,
      status: 200,
      mainText: [
        "Physical Quantities: Base and Derived",
        "مواد کھولنے کے لیے لیکچر کا 80 فیصد دیکھیں",
      ],
    },
    {
      name: "Urdu library papers",
      path: "/ur/coaching/past-papers/9th/physics",
      status: 200,
      mainText: ["طبیعیات: گزشتہ پرچے (نویں جماعت)", "لاہور بورڈ"],
    },
    {
      name: "Urdu library notes",
      path: "/ur/coaching/notes/9th/physics/11-demo-physics-9th-chapter-1-notes-physical-quantities-and-measurement",
      status: 200,
      mainText: [
        "Demo: Physics 9th Chapter 1 Notes: Physical Quantities and Measurement",
        "صفحہ 1 کا متن",
      ],
    },
    {
      name: "Urdu coming soon",
      path: "/ur/coaching/books/9th",
      status: 200,
      mainText: [comingSoon],
    },
    { name: "Urdu unknown page", path: "/ur/no-such-page", status: 404, mainText: [comingSoon] },
    {
      name: "Urdu contact",
      path: "/ur/contact-us",
      status: 200,
      mainText: ["ہمیں پیغام بھیجیں", "پیغام بھیجیں"],
    },
    {
      name: "Urdu removed update",
      path: "/ur/latest/999999",
      status: 404,
      mainText: ["یہ اپ ڈیٹ نہیں ملی یا ہٹا دی گئی ہے۔"],
      title: "اپ ڈیٹ نہیں ملی | پڑھائی",
    },
    {
      name: "Urdu removed lecture",
      path: `${player}?lecture=99`,
      status: 404,
      mainText: ["یہ لیکچر نہیں ملا یا ہٹا دیا گیا ہے۔", "طبیعیات کے تمام ابواب"],
      title: "لیکچر نہیں ملا | پڑھائی",
    },
  ];
}

/** The language a screen is in: Urdu under /ur (issue 18), English everywhere else. */
export function screenLanguage(screen: Screen): { lang: "en" | "ur"; notFoundTitle: string } {
  return /^\/ur(?:[/?]|$)/.test(screen.path)
    ? { lang: "ur", notFoundTitle: "جلد آ رہا ہے | پڑھائی" }
    : { lang: "en", notFoundTitle: "Coming Soon | Parhai" };
}

/** Screens a student reads: the load test spreads its requests over these. */
export const PUBLIC_SCREENS = SCREENS.filter((screen) => screen.status === 200);

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
 * A screen that shows rows from the database, and a text it shows only when the read worked:
 * the fault test's sign of full service after an outage (the demo content's newest update).
 */
export const DATABASE_PROBE = { path: "/", text: "Demo: SSC supplementary results announced" };

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
    | WorkspaceActionName;
  path: string;
  /** Signed in as a student, as an admin (the workspace's actions), or not at all. */
  signedIn: boolean | "admin";
  args: (value: string) => unknown[];
};

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
  ...WORKSPACE_ACTION_INPUTS,
];

function formWith(name: string, value: string): FormData {
  const form = new FormData();
  form.set(name, value);
  return form;
}
