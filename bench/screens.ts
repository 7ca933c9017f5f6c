/**
 * The one list of screens the benchmark measures. A screen that does not exist yet simply misses its
 * marker (and its budgets): that is the point of measuring it.
 */
export type Screen = {
  key: string;
  name: string;
  /** Path on the server, already URL-encoded. */
  path: string;
  /**
   * Texts that prove the screen's main content is in the server's HTML (matched against the visible
   * text: scripts removed, tags stripped, entities decoded, case and whitespace ignored), or patterns
   * matched against the raw markup outside scripts (for a form, whose content is its fields).
   */
  markers: readonly (string | RegExp)[];
  /** Measured under load with autocannon; such pages must also be served from a cache. */
  load: boolean;
  /**
   * Kept out of search engines on purpose (`noindex`, as the Coming Soon pages are): Lighthouse's
   * SEO score counts that against it, so there only its crawlability audit may fail.
   */
  noindex?: boolean;
  /**
   * The screens whose whole HTML must fit TCP's first flight (14.6 KB as sent), so the first
   * screen shows after one round trip (decision 0100).
   */
  firstFlight?: boolean;
};

/** The first demo update's page (id 1 in a fresh database, whichever catalogue). */
export const UPDATE_PAGE_PATH = "/latest/1-demo-punjab-boards-set-hssc-part-i-result-date";

/** Imported with the demo content by bench/seed.ts: a chapter of lectures on YouTube. */
export const YOUTUBE_CHAPTER_FILE = "bench/fixtures/youtube-chapter.json";

/** The player of that chapter's first lecture, where the facade is measured (issue 17). */
export const YOUTUBE_PLAYER_PATH =
  "/coaching/lectures-quizzes/9th/physics/90/Bench%20YouTube%20chapter";

export const screens: readonly Screen[] = [
  {
    key: "home",
    name: "Home",
    path: "/",
    // The lectures' card keeps the spec's count in every catalogue; the library's cards show
    // the real counts where there are documents (the large catalogue).
    markers: ["125 video lectures"],
    load: true,
    firstFlight: true,
  },
  {
    key: "latest",
    name: "Latest updates feed",
    path: "/latest",
    markers: ["Latest Updates"],
    load: true,
    firstFlight: true,
  },
  {
    key: "update",
    name: "Update page",
    path: UPDATE_PAGE_PATH,
    markers: ["Demo: Punjab boards set HSSC Part-I result date", "Related updates"],
    load: true,
  },
  {
    key: "class",
    name: "Class screen (9th)",
    path: "/coaching/lectures-quizzes/9th",
    markers: ["Online Lectures and Quizzes 9th Class (9th Grade)", "Start Learning"],
    load: false,
  },
  {
    key: "chapters",
    name: "Chapter list (9th physics)",
    path: "/coaching/lectures-quizzes/9th/physics",
    markers: ["Chapters for Physics (9th Grade)", "Physical Quantities and Measurement"],
    load: true,
    firstFlight: true,
  },
  {
    key: "player",
    name: "Lecture player (9th physics, chapter 1)",
    path: "/coaching/lectures-quizzes/9th/physics/1/Physical%20Quantities%20and%20Measurement",
    markers: ["Physical Quantities: Base and Derived", "Watch 80% to Unlock Content"],
    load: true,
    firstFlight: true,
  },
  {
    key: "login",
    name: "Sign in",
    path: "/login",
    markers: ["Log in to Parhai", /<input[^>]*type="email"/i, /<input[^>]*type="password"/i],
    load: false,
  },
  // Issue 18: the Urdu home and player must meet every budget beside the English ones; their font
  // bytes (Noto Sans for Latin runs only: Urdu uses the phone's own fonts, decision 0043) are in the
  // page-weight table.
  {
    key: "home-ur",
    name: "Home in Urdu",
    path: "/ur",
    markers: ["125 ویڈیو لیکچر", "50 سے زائد پرچے"],
    load: true,
    firstFlight: true,
  },
  {
    key: "player-ur",
    name: "Lecture player in Urdu (9th physics, chapter 1)",
    path: "/ur/coaching/lectures-quizzes/9th/physics/1/Physical%20Quantities%20and%20Measurement",
    markers: [
      "Physical Quantities: Base and Derived",
      "مواد کھولنے کے لیے لیکچر کا 80 فیصد دیکھیں",
    ],
    load: true,
    firstFlight: true,
  },
  {
    key: "latest-ur",
    name: "Latest updates feed in Urdu",
    path: "/ur/latest",
    markers: ["تازہ ترین اپ ڈیٹس"],
    load: false,
    firstFlight: true,
  },
  {
    key: "chapters-ur",
    name: "Chapter list in Urdu (9th physics)",
    path: "/ur/coaching/lectures-quizzes/9th/physics",
    markers: ["Physical Quantities and Measurement"],
    load: false,
    firstFlight: true,
  },
  {
    key: "coming-soon",
    // A menu destination never built, whatever the catalogue (the large one has 9th books).
    name: "Coming Soon (admission, matric / inter)",
    path: "/admission/matric-inter",
    markers: ["Coming Soon", "Stay tuned!"],
    load: false,
    noindex: true,
  },
];

/** Strips scripts, styles and tags and decodes the common entities: the text a reader sees. */
export function visibleText(html: string): string {
  return withoutScripts(html)
    .replace(/<style[\s\S]*?<\/style>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&quot;|&#34;/g, '"')
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Next.js also streams the React payload inside inline scripts, where the text appears even when only
 * JavaScript would render it; so markers are never looked for inside scripts.
 */
function withoutScripts(html: string): string {
  return html.replace(/<script[\s\S]*?<\/script>/gi, " ");
}

/** The markers of a screen that its server HTML lacks (empty when the main content is there). */
export function missingMarkers(html: string, markers: Screen["markers"]): string[] {
  const text = visibleText(html).toLowerCase();
  const markup = withoutScripts(html);
  return markers
    .filter((marker) =>
      typeof marker === "string"
        ? !text.includes(marker.replace(/\s+/g, " ").toLowerCase())
        : !marker.test(markup),
    )
    .map(String);
}
