import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Auth } from "@/server/auth/auth";
import type { DatabaseHandle } from "@/server/db/client";
import { session, user } from "@/server/db/schema";
import { SITE_URL, buildAuth, postToAuth, uniqueEmail } from "./auth-requests";
import { DATABASE_KINDS, openTestDatabase } from "./databases";

const PASSWORD = "correct horse battery";

describe.each(DATABASE_KINDS)("accounts through the Better Auth handler on %s", (kind) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  const ip = kind === "pglite" ? "192.0.2.10" : "192.0.2.20";
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    auth = buildAuth(handle.db, { rateLimit: false });
  });
  afterAll(() => handle.close());

  it("keeps the session in the database and its cookie HttpOnly, SameSite=Lax and Secure on https", async () => {
    const email = uniqueEmail();
    const response = await postToAuth(
      auth,
      "/sign-up/email",
      { name: "Sana", email, password: PASSWORD },
      { ip },
    );
    expect(response.status).toBe(200);

    const sessionCookie = response.headers.getSetCookie().find((c) => c.includes("session_token="));
    expect(sessionCookie).toMatch(/^__Secure-/);
    expect(sessionCookie).toMatch(/; HttpOnly/i);
    expect(sessionCookie).toMatch(/; Secure/i);
    expect(sessionCookie).toMatch(/; SameSite=Lax/i);

    const [stored] = await handle.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, email));
    const sessions = await handle.db.select().from(session).where(eq(session.userId, stored!.id));
    expect(sessions).toHaveLength(1);
    expect(JSON.stringify(await response.json())).not.toContain(PASSWORD);
  });

  it("sends no Secure flag when the site runs on plain http (local use)", async () => {
    const local = buildAuth(handle.db, { rateLimit: false, siteUrl: "http://localhost:3000" });
    const response = await local.handler(
      new Request("http://localhost:3000/api/auth/sign-up/email", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://localhost:3000" },
        body: JSON.stringify({ name: "Omar", email: uniqueEmail(), password: PASSWORD }),
      }),
    );
    const cookie = response.headers.getSetCookie().find((c) => c.includes("session_token="));
    expect(cookie).toMatch(/^better-auth\.session_token=.*; HttpOnly/i);
    expect(cookie).not.toMatch(/; Secure/i);
  });

  it("refuses a sign-in posted from another site", async () => {
    const body = { email: uniqueEmail(), password: PASSWORD };
    const response = await postToAuth(auth, "/sign-in/email", body, {
      ip,
      origin: "https://evil.example",
    });
    expect(response.status).toBe(403);
  });

  it("says an address is taken with its own error code, and a wrong password with one generic code", async () => {
    const email = uniqueEmail();
    await postToAuth(auth, "/sign-up/email", { name: "Hina", email, password: PASSWORD }, { ip });
    const again = await postToAuth(
      auth,
      "/sign-up/email",
      { name: "Hina", email, password: PASSWORD },
      { ip },
    );
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL" });

    const wrong = await postToAuth(
      auth,
      "/sign-in/email",
      { email, password: "wrong password" },
      { ip },
    );
    const unknown = await postToAuth(
      auth,
      "/sign-in/email",
      { email: uniqueEmail(), password: PASSWORD },
      { ip },
    );
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    const codes = [await wrong.json(), await unknown.json()].map((b: { code?: string }) => b.code);
    expect(codes).toEqual(["INVALID_EMAIL_OR_PASSWORD", "INVALID_EMAIL_OR_PASSWORD"]);
  });

  it("sends Google sign-in back to {SITE_URL}/api/auth/callback/google when keys are set", async () => {
    const google = buildAuth(handle.db, {
      rateLimit: false,
      google: { clientId: "client-id.apps.googleusercontent.com", clientSecret: "secret" },
    });
    const response = await postToAuth(
      google,
      "/sign-in/social",
      { provider: "google", callbackURL: "/latest", disableRedirect: true },
      { ip },
    );
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    const target = new URL(url);
    expect(target.origin).toBe("https://accounts.google.com");
    expect(target.searchParams.get("redirect_uri")).toBe(`${SITE_URL}/api/auth/callback/google`);
  });
});
