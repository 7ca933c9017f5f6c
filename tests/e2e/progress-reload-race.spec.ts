import { expect, test } from "./support/test";
import type { Page, Route } from "@playwright/test";
import { createStudentAccount, fillLoginForm } from "./support/auth";
import { fakeYouTube, installFakeYouTube } from "./support/fake-youtube";
import { LEAVING, openYouTubeLecture, progress } from "./support/lectures";

/*
 * Decision 0030: a signed-out student unlocks and reloads while the answer to a report is still
 * on its way. The report reached the server, its answer (the signed count) never reached the
 * browser. The browser sends what is still waiting for an answer again, on the next view or
 * with the claim, so signing in carries the unlock into the account.
 */

const URL = `${LEAVING}?lecture=5`;

type Report = { event?: string };

/** How many reports of this browser's one lecture still wait for an answer (signed out). */
function waitingReports(page: Page): Promise<number> {
  return page.evaluate(() => {
    const kept = JSON.parse(localStorage.getItem("parhai.progress.v1") ?? "{}") as Record<
      string,
      { waiting?: unknown[] }
    >;
    return Object.values(kept)[0]?.waiting?.length ?? 0;
  });
}

/** What the account holds of a lecture, as GET /api/me tells the page. */
async function accountHolds(page: Page, id: string) {
  const answer = await page.request.get("/api/me");
  const data = (await answer.json()) as {
    lectures?: Record<string, { watchedSeconds: number; unlocked: boolean }>;
  };
  const row = data.lectures?.[id];
  return row ? { watched: row.watchedSeconds, unlocked: row.unlocked } : null;
}

test("a reload while the pause report's answer is held back loses nothing", async ({
  page,
  request,
}) => {
  const student = await createStudentAccount(request);
  await installFakeYouTube(page, 100);
  let reachedServer = false;
  let heldRoute: Route | undefined;
  // The pause report reaches the server, which counts it; its answer is held until the reload.
  await page.route("**/api/progress", async (route) => {
    const report = route.request().postDataJSON() as Report;
    if (report.event !== "pause" || heldRoute) return route.continue();
    heldRoute = route;
    await route.fetch();
    reachedServer = true;
  });

  await openYouTubeLecture(page, URL, "e2eComm6L05");
  const id = await page.locator("article[data-lecture-id]").getAttribute("data-lecture-id");
  await fakeYouTube(page).play();
  await page.clock.runFor(85_000);
  // Every report so far is answered: the pause goes alone, and the unlock waits behind it.
  await expect.poll(() => waitingReports(page)).toBe(0);
  await fakeYouTube(page).pause();
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "85");
  await page.getByRole("button", { name: "Unlock Content" }).click();
  await expect.poll(() => reachedServer).toBe(true);

  await page.clock.resume();
  await page.reload();
  await heldRoute?.abort().catch(() => undefined);

  await page.goto(`/login?${new URLSearchParams({ next: URL })}`);
  await fillLoginForm(page, student);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(URL);
  await expect(page.getByText("Content Unlocked!")).toBeVisible();
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "85");
  expect(await accountHolds(page, id!)).toEqual({ watched: 85, unlocked: true });
});
