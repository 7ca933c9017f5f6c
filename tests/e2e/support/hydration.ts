import type { Page } from "@playwright/test";

/** Waits until Next.js's scripts ran and the page hydrated (Next.js then sets window.next). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => "next" in window);
}
