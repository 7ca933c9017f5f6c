/**
 * Phone screenshots for review (issue 22): home, a class screen, a chapter list and a lecture
 * player on a 360 px phone with JavaScript off, as a student sees them when no script runs, the
 * Urdu home, latest and player (issue 18: right to left) twice: in Nastaliq, as on a phone that has it (iPhone), and in
 * Noto Naskh Arabic, as Android draws Urdu (`-android`; decision 0043). Writes
 * docs/screenshots/*.png. Start a server first (npm start), then:
 * `npx tsx scripts/phone-screenshots.ts http://127.0.0.1:3000`
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";
import { launchOptions } from "../playwright.config";

const origin = process.argv[2] ?? "http://127.0.0.1:3000";
const out = path.resolve(import.meta.dirname, "..", "docs", "screenshots");
// Android has no Nastaliq face: the page's own font stack then falls through to Naskh.
const ANDROID_URDU = `:root:lang(ur) { --font-sans: "Noto Naskh Arabic", "Noto Sans Arabic", sans-serif; }`;

const screens = [
  { file: "phone-home.png", path: "/" },
  { file: "phone-class.png", path: "/coaching/lectures-quizzes/9th" },
  { file: "phone-chapter-list.png", path: "/coaching/lectures-quizzes/9th/physics" },
  {
    file: "phone-player.png",
    path: "/coaching/lectures-quizzes/9th/physics/1/Physical%20Quantities%20and%20Measurement",
  },
  { file: "phone-home-ur.png", path: "/ur" },
  { file: "phone-latest-ur.png", path: "/ur/latest" },
  {
    file: "phone-player-ur.png",
    path: "/ur/coaching/lectures-quizzes/9th/physics/1/Physical%20Quantities%20and%20Measurement",
  },
];

await mkdir(out, { recursive: true });
const browser = await chromium.launch(launchOptions);
try {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    // Lets the Android stand-in stylesheet below past the page's CSP; the page itself runs no script.
    bypassCSP: true,
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  async function shoot(file: string) {
    // The first screen, and the page down to its footer's newsletter.
    await page.screenshot({ path: path.join(out, file) });
    await page.screenshot({
      path: path.join(out, file.replace(".png", "-full.png")),
      fullPage: true,
      scale: "css",
    });
    console.log(`${file} ${page.url()}`);
  }
  for (const screen of screens) {
    await page.goto(origin + screen.path, { waitUntil: "load" });
    await shoot(screen.file);
    if (screen.path.startsWith("/ur")) {
      // The page runs no script, so the stand-in style goes into the HTML on its way in.
      await page.route(origin + screen.path, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          "</head>",
          `<style>${ANDROID_URDU}</style></head>`,
        );
        await route.fulfill({ response, body: html });
      });
      await page.goto(origin + screen.path, { waitUntil: "load" });
      await shoot(screen.file.replace(".png", "-android.png"));
      await page.unrouteAll();
    }
  }
  // The header of a student with a long name needs the page's scripts (its account corner comes
  // from /api/me, decision 0029): the one screen taken with JavaScript on (decision 0052).
  const student = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const signedIn = await student.newPage();
  await signedIn.request.post(`${origin}/api/auth/sign-up/email`, {
    headers: { Origin: origin },
    data: {
      name: "Ayesha Siddiqa Muhammad Abdullah Khan Niazi Chaudhry Rehman Siddiqui Qureshi",
      email: `screenshots-${Date.now()}@example.com`,
      password: "parhai-pass-2024",
    },
  });
  for (const [file, address] of [
    ["phone-header-signed-in.png", "/"],
    ["phone-header-signed-in-ur.png", "/ur"],
  ] as const) {
    await signedIn.goto(origin + address, { waitUntil: "networkidle" });
    await signedIn
      .getByRole("button", { name: /Log out|لاگ آؤٹ/ })
      .first()
      .waitFor();
    await signedIn.screenshot({
      path: path.join(out, file),
      clip: { x: 0, y: 0, width: 360, height: 120 },
    });
    console.log(`${file} ${signedIn.url()}`);
  }
} finally {
  await browser.close();
}
