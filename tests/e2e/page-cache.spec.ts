import { expect, test } from "./support/test";
import { logOut, registerStudent, userMenu } from "./support/auth";

/*
 * The production server keeps pages rendered for visitors who are not signed in (decision 0009).
 * A signed-in student must never get such a page, nor anyone else get a signed-in student's.
 */

test("anonymous visitors share the kept page; a signed-in student gets their own", async ({
  page,
  request,
}) => {
  const path = "/latest";
  await request.get(path);
  expect((await request.get(path)).headers()["x-page-cache"]).toMatch(/^(HIT|STALE)$/);

  const student = await registerStudent(page);
  const signedIn = await page.goto(path);
  expect(signedIn?.headers()["x-page-cache"]).toBe("BYPASS");
  await expect(userMenu(page)).toContainText(student.name);
  // Rendered for the student, so never kept: the anonymous copy is still the one served.
  const anonymous = await request.get(path);
  expect(await anonymous.text()).not.toContain(student.name);

  await logOut(page);
  const after = await page.goto(path);
  expect(after?.headers()["x-page-cache"]).toMatch(/^(HIT|STALE)$/);
  await expect(userMenu(page).getByRole("link", { name: "Login" })).toBeVisible();
});
