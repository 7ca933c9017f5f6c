/**
 * The screens the cross-cutting tests sweep: security headers, CSP, axe, the HTML checker in e2e,
 * load and hostile input in npm run test:resilience (tests/support/hostile-inputs.ts holds the
 * inputs). Add a screen here once and every sweep covers it.
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
  { name: "menu", path: "/menu", status: 200, mainText: ["Study Abroad", "Army & Police"] },
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
    name: "mock test",
    path: "/coaching/entry-test/mdcat",
    status: 200,
    mainText: ["Demo MDCAT mock test", "20 questions in 20 minutes.", "Start the test"],
  },
  {
    name: "practice set",
    path: "/coaching/entry-test/mdcat/practice",
    status: 200,
    mainText: ["Demo MDCAT practice set", "52 questions", "Take the timed mock test"],
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
      name: "Urdu menu",
      path: "/ur/menu",
      status: 200,
      mainText: ["بیرونِ ملک تعلیم", "فوج اور پولیس"],
    },
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
 * A screen that shows rows from the database, and a text it shows only when the read worked:
 * the fault test's sign of full service after an outage (the demo content's newest update).
 */
export const DATABASE_PROBE = { path: "/", text: "Demo: SSC supplementary results announced" };
