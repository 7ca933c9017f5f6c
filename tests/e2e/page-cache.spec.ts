import { request } from "@playwright/test";
import { expect, test } from "./support/test";
import { logOut, newStudent, registerStudent, userMenu } from "./support/auth";

/*
 * The production server keeps pages (decision 0009) and serves the same copy to visitors and
 * signed-in students (decision 0029): it is rendered without cookies, and each student's own parts
 * come from /api/me. A page that reads the session (login, register) renders for a student.
 */

test("visitors and a signed-in student share the kept page; the student's name comes apart", async ({
  page,
  request,
}) => {
  const path = "/latest";
  await request.get(path);
  expect((await request.get(path)).headers()["x-page-cache"]).toMatch(/^(HIT|STALE)$/);

  const student = await registerStudent(page);
  const signedIn = await page.goto(path);
  expect(signedIn?.headers()["x-page-cache"]).toMatch(/^(HIT|STALE)$/);
  expect(await signedIn?.text()).not.toContain(student.name);
  await expect(userMenu(page)).toContainText(student.name);
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

test(
  "a session cookie in any spelling never gets a kept page that reads the session nor leaves one behind",
  { tag: "@http" },
  async ({ baseURL }) => {
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
      // The login form sends a signed-in student on to ?next=: it reads the session.
      const next = uniqueLatest(`spelling${index}`);
      const path = `/login?next=${encodeURIComponent(next)}`;
      const attacker = await visitor.get(path, { headers: { Cookie: cookie }, maxRedirects: 0 });
      expect(attacker.headers()["x-page-cache"], JSON.stringify(cookie)).toBe("BYPASS");
      if (index === 0) expect(attacker.headers()["location"]).toBe(next);
      // What the next stranger gets: rendered for nobody, the form itself.
      const stranger = await visitor.get(path);
      expect(stranger.headers()["x-page-cache"]).toBe("MISS");
      expect(await stranger.text()).toContain("Log in");
      // And a kept page is not handed to the spelling either.
      const again = await visitor.get(path, { headers: { Cookie: cookie }, maxRedirects: 0 });
      expect(again.headers()["x-page-cache"]).toBe("BYPASS");
    }
    await visitor.dispose();
  },
);

test(
  "parameters a page does not read are answered from the same kept page",
  { tag: "@http" },
  async ({ request: visitor }) => {
    const path = uniqueLatest("junk");
    const first = await visitor.get(path);
    expect(first.headers()["x-page-cache"]).toBe("MISS");
    for (const junk of ["&utm_source=whatsapp&utm_medium=share", "&fbclid=IwAR0x", "&x=%zz&y"]) {
      const answer = await visitor.get(`${path}${junk}`);
      expect([junk, answer.headers()["x-page-cache"]]).toEqual([junk, "HIT"]);
      expect(await answer.text()).toBe(await first.text());
    }
  },
);
