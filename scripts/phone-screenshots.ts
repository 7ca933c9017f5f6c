/**
 * Phone screenshots for review (issue 22): home, a chapter list and a lecture player on a 360 px
 * phone with JavaScript off, as a student sees them when no script runs, and the Urdu home and
 * player (issue 18: right to left, Nastaliq once the font is cached). Writes
 * docs/screenshots/*.png. Start a server first (npm start), then:
 * `npx tsx scripts/phone-screenshots.ts http://127.0.0.1:3000`
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";
import { launchOptions } from "../playwright.config";

const origin = process.argv[2] ?? "http://127.0.0.1:3000";
const out = path.resolve(import.meta.dirname, "..", "docs", "screenshots");
const screens = [
  { file: "phone-home.png", path: "/" },
  { file: "phone-chapter-list.png", path: "/coaching/lectures-quizzes/9th/physics" },
  {
    file: "phone-player.png",
    path: "/coaching/lectures-quizzes/9th/physics/1/Physical%20Quantities%20and%20Measurement",
  },
  { file: "phone-home-ur.png", path: "/ur" },
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
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  for (const screen of screens) {
    await page.goto(origin + screen.path, { waitUntil: "load" });
    // The first screen, and the page down to its footer's newsletter.
    await page.screenshot({ path: path.join(out, screen.file) });
    await page.screenshot({
      path: path.join(out, screen.file.replace(".png", "-full.png")),
      fullPage: true,
      scale: "css",
    });
    console.log(`${screen.file} ${screen.path}`);
  }
} finally {
  await browser.close();
}
