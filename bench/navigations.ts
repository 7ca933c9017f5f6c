import type { Browser } from "@playwright/test";
import type { Check, ScreenFigures } from "./budgets";
import { loadFigures, runLoad, type LoadFigures, type LoadSettings } from "./load";
import type { Screen } from "./screens";

/**
 * Issue 32: a click to a shared page costs about what the kept document does. The request is
 * Chromium's own: a page with a link to the screen is opened, the link clicked once the app has
 * hydrated, and the app router's fetch captured (its address and every header it sent), then
 * replayed under load beside the document, anonymous and with a student's session cookie.
 */

export const navigationBudgets = {
  /** A navigation's requests/s over the kept document's, in the same run. */
  ratio: 0.5,
  p99BelowMs: 50,
} as const;

/** Where each screen is clicked from: a page with a link to it. */
const CLICKED_FROM: Record<string, string> = {
  home: "/latest",
  latest: "/",
  update: "/latest",
  chapters: "/coaching/lectures-quizzes/9th",
  player: "/coaching/lectures-quizzes/9th/physics",
  "home-ur": "/ur/latest",
  "player-ur": "/ur/coaching/lectures-quizzes/9th/physics",
};

export type Navigation = {
  key: string;
  from: string;
  path: string;
  headers: Record<string, string>;
};

export type NavigationFigures = Navigation & {
  anonymous: LoadFigures;
  signedIn: LoadFigures;
  /** The document's requests/s in the same run. */
  document?: number;
};

/** Headers of the connection, not of the request: autocannon writes its own. */
const NOT_REPLAYED = new Set(["host", "connection", "content-length", "cookie"]);

/** The app router's request for `screen` when its link is clicked on the page it is reached from. */
export async function captureNavigation(
  browser: Browser,
  origin: string,
  screen: Screen,
): Promise<Navigation | undefined> {
  const from = CLICKED_FROM[screen.key];
  if (!from) return undefined;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(origin + from);
    await page.waitForFunction(() => "next" in window);
    const target = new URL(origin + screen.path).pathname;
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.headers().rsc === "1" && new URL(r.url()).pathname === target),
      page.locator(`a[href="${screen.path}"]`).first().click(),
    ]);
    const sent = await request.allHeaders();
    const headers = Object.fromEntries(
      Object.entries(sent).filter(([name]) => !NOT_REPLAYED.has(name) && !name.startsWith(":")),
    );
    const url = new URL(request.url());
    return { key: screen.key, from, path: url.pathname + url.search, headers };
  } finally {
    await context.close();
  }
}

/** Each captured navigation under load, anonymous and signed in, beside its document's figure. */
export async function measureNavigations(
  browser: Browser,
  origin: string,
  screens: readonly ScreenFigures[],
  cookie: string,
  settings: LoadSettings,
): Promise<NavigationFigures[]> {
  const figures: NavigationFigures[] = [];
  for (const f of screens.filter((s) => s.screen.load)) {
    const navigation = await captureNavigation(browser, origin, f.screen);
    if (!navigation) continue;
    const request = { path: navigation.path, headers: navigation.headers };
    const anonymous = loadFigures(navigation.path, await runLoad(origin, [request], settings));
    const signedInRequest = { ...request, headers: { ...request.headers, cookie } };
    const signedIn = loadFigures(
      navigation.path,
      await runLoad(origin, [signedInRequest], settings),
    );
    figures.push({ ...navigation, anonymous, signedIn, document: f.load?.requestsPerSecond });
    console.log(
      `  ${f.screen.key} click from ${navigation.from}: ${anonymous.requestsPerSecond} req/s (p99 ${anonymous.p99Ms} ms), signed in ${signedIn.requestsPerSecond} req/s (p99 ${signedIn.p99Ms} ms), document ${f.load?.requestsPerSecond} req/s`,
    );
  }
  return figures;
}

export function checkNavigations(figures: readonly NavigationFigures[]): Check[] {
  return figures.flatMap((n) =>
    (["anonymous", "signedIn"] as const).flatMap((who) => {
      const load = n[who];
      const ratio = n.document ? load.requestsPerSecond / n.document : undefined;
      const clean = load.errors + load.timeouts + load.non2xx === 0;
      const screen = `${n.key} click${who === "signedIn" ? " (signed in)" : ""}`;
      return [
        {
          screen,
          check: "navigation req/s over the kept document's",
          value:
            ratio === undefined
              ? "not measured"
              : `${ratio.toFixed(2)} (${load.requestsPerSecond} vs ${n.document})`,
          budget: `>= ${navigationBudgets.ratio}`,
          pass: ratio !== undefined && ratio >= navigationBudgets.ratio && clean,
        },
        {
          screen,
          check: "navigation p99",
          value: `${load.p99Ms} ms, ${load.errors + load.timeouts} errors, ${load.non2xx} non-2xx`,
          budget: `< ${navigationBudgets.p99BelowMs} ms, no errors`,
          pass: load.p99Ms < navigationBudgets.p99BelowMs && clean,
        },
      ];
    }),
  );
}

const table = (head: string[], rows: (string | number | undefined)[][]) =>
  [head, head.map(() => "---"), ...rows]
    .map((cells) => `| ${cells.map((c) => (c === undefined ? "–" : String(c))).join(" | ")} |`)
    .join("\n");

export function navigationSection(figures: readonly NavigationFigures[] | undefined): string {
  if (!figures?.length) return "";
  const rate = (load: LoadFigures, document?: number) =>
    `${load.requestsPerSecond}${document ? ` (${(load.requestsPerSecond / document).toFixed(2)})` : ""}`;
  return [
    "## Navigations: a click, as Chromium sends it",
    "",
    "The app router's request for each screen, captured from Chromium clicking its link on the page named (address and every header), replayed under the same load as the documents, anonymous and with a student's session cookie; in brackets, the share of the kept document's requests/s in this run.",
    "",
    table(
      [
        "screen",
        "clicked on",
        "document req/s",
        "navigation req/s",
        "p99",
        "signed in req/s",
        "p99",
      ],
      figures.map((n) => [
        n.key,
        n.from,
        n.document,
        rate(n.anonymous, n.document),
        `${n.anonymous.p99Ms} ms`,
        rate(n.signedIn, n.document),
        `${n.signedIn.p99Ms} ms`,
      ]),
    ),
    "",
  ].join("\n");
}
