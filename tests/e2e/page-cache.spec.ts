import { request } from "@playwright/test";
import { expect, test } from "./support/test";
import { logOut, newStudent, registerStudent, userMenu } from "./support/auth";

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

/** A fresh entry of /latest for this test: the tag is a parameter the page reads. */
function uniqueLatest(label: string): string {
  return `/latest?tag=${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

test("a session cookie in any spelling never gets a kept page nor leaves one behind", async ({
  baseURL,
}) => {
  // Contexts of their own: no cookie jar adds the real cookie behind the test's back.
  const signUp = await request.newContext({ baseURL });
  const student = newStudent();
  const signedUp = await signUp.post("/api/auth/sign-up/email", {
    headers: { Origin: baseURL! },
    data: { name: student.name, email: student.email, password: student.password },
  });
  expect(signedUp.status()).toBe(200);
  const token = /better-auth\.session_token=([^;]+)/.exec(
    signedUp.headers()["set-cookie"] ?? "",
  )?.[1];
  expect(token).toBeTruthy();
  await signUp.dispose();

  const name = "better-auth.session_token";
  const spellings = [
    `\u00a0${name}=${token}`, // Better Auth trims the no-break space and signs the student in
    `theme=dark;\u00a0\t${name}=${token}`,
    `${name.toUpperCase()}=${token}`,
    `__Secure-${name}=${token}`,
    `__Host-${name}=${token}`,
    `better-auth%2Esession_token=${token}`,
  ];
  const visitor = await request.newContext({ baseURL });
  for (const [index, cookie] of spellings.entries()) {
    const path = uniqueLatest(`spelling${index}`);
    const attacker = await visitor.get(path, { headers: { Cookie: cookie } });
    expect(attacker.status()).toBe(200);
    expect(attacker.headers()["x-page-cache"], JSON.stringify(cookie)).toBe("BYPASS");
    if (index === 0) expect(await attacker.text()).toContain(student.name);
    // What the next stranger gets: rendered for nobody, without the student's name.
    const stranger = await visitor.get(path);
    expect(stranger.headers()["x-page-cache"]).toBe("MISS");
    expect(await stranger.text()).not.toContain(student.name);
    // And a kept page is not handed to the spelling either.
    const again = await visitor.get(path, { headers: { Cookie: cookie } });
    expect(again.headers()["x-page-cache"]).toBe("BYPASS");
  }
  await visitor.dispose();
});

test("parameters a page does not read are answered from the same kept page", async ({
  request: visitor,
}) => {
  const path = uniqueLatest("junk");
  const first = await visitor.get(path);
  expect(first.headers()["x-page-cache"]).toBe("MISS");
  for (const junk of ["&utm_source=whatsapp&utm_medium=share", "&fbclid=IwAR0x", "&x=%zz&y"]) {
    const answer = await visitor.get(`${path}${junk}`);
    expect([junk, answer.headers()["x-page-cache"]]).toEqual([junk, "HIT"]);
    expect(await answer.text()).toBe(await first.text());
  }
});
