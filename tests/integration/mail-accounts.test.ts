import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SOCKET_ADDRESS_HEADER } from "@front/contract.mjs";
import { applyAdminEmails, grantAdmin } from "@/server/auth/admin-grants";
import type { Auth } from "@/server/auth/auth";
import type { DatabaseHandle } from "@/server/db/client";
import { session, user, verification } from "@/server/db/schema";
import { withClientAddress } from "@/server/http/client-address";
import { smtpSender } from "@/server/mail/transport";
import { startMailWorker, type MailWorker } from "@/server/mail/worker";
import { startMailSink, type MailSink, type ReceivedMail } from "../support/mail-sink";
import { SITE_URL, buildAuth, cookiesFrom, postToAuth, uniqueEmail } from "./auth-requests";
import { DATABASE_KINDS, openTestDatabase } from "./databases";

const PASSWORD = "correct horse battery";
const NEW_PASSWORD = "a brand new passphrase";
const FAST = {
  batch: 20,
  leaseMs: 60_000,
  pollMs: 50,
  firstRetryMs: 200,
  maxRetryMs: 500,
  maxAttempts: 5,
  keepMs: 60_000,
};

/** The one link of a mail's text that leads to this path. */
function linkIn(mail: ReceivedMail, path: string): URL {
  const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
  const found = links.map((link) => new URL(link)).find((url) => url.pathname.endsWith(path));
  if (!found) throw new Error(`no ${path} link in: ${mail.text}`);
  return found;
}

describe.each(DATABASE_KINDS)("mails of accounts on %s", (kind) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  let sink: MailSink;
  let worker: MailWorker;
  const ip = kind === "pglite" ? "192.0.2.61" : "192.0.2.62";
  const adminEmail = `listed-${kind}@example.com`;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    auth = buildAuth(handle.db, { rateLimit: false, adminEmails: [adminEmail] });
    sink = await startMailSink();
    const host = new URL(SITE_URL).hostname;
    worker = startMailWorker(
      handle.db,
      smtpSender({ url: sink.url, from: "p@parhai.example", host }),
      FAST,
    );
  });
  afterAll(async () => {
    await worker.stop();
    await sink.stop();
    await handle.close();
  });

  const signUp = async (email: string, callbackURL = "/student-portal?verified=1") => {
    const response = await postToAuth(
      auth,
      "/sign-up/email",
      { name: "Sana", email, password: PASSWORD, callbackURL },
      { ip },
    );
    expect(response.status).toBe(200);
    return cookiesFrom(response);
  };
  const signIn = (email: string, password: string) =>
    postToAuth(auth, "/sign-in/email", { email, password }, { ip });
  const askReset = (email: string, page = `${SITE_URL}/reset-password`) =>
    postToAuth(auth, "/request-password-reset", { email, redirectTo: page }, { ip });
  const reset = (token: string, newPassword = NEW_PASSWORD) =>
    postToAuth(auth, "/reset-password", { token, newPassword }, { ip });
  const openLink = (url: URL) => {
    const headers = new Headers({ [SOCKET_ADDRESS_HEADER]: ip });
    return auth.handler(new Request(url, { headers: withClientAddress(headers) }));
  };
  const accountOf = async (email: string) =>
    (await handle.db.select().from(user).where(eq(user.email, email)))[0]!;

  it("resets a password from the request to the new password, in the page's language, ending every session", async () => {
    const email = uniqueEmail();
    await signUp(email);
    expect((await signIn(email, PASSWORD)).status).toBe(200);
    const { id } = await accountOf(email);
    expect(await handle.db.select().from(session).where(eq(session.userId, id))).toHaveLength(2);

    const asked = await askReset(email, `${SITE_URL}/ur/reset-password`);
    expect(asked.status).toBe(200);
    const mail = await sink.waitFor(email, /پاس ورڈ/);
    expect(mail.text).toContain("30");
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).not.toMatch(/<img|url\(/i);
    const link = linkIn(mail, "/ur/reset-password");
    expect(link.origin).toBe(SITE_URL);
    const token = link.searchParams.get("token")!;

    // The registration's rules: a common password is refused and the link still works.
    const common = await reset(token, "password123");
    expect(common.status).toBe(400);
    expect(await common.json()).toMatchObject({ code: "PASSWORD_TOO_COMMON" });

    expect((await reset(token)).status).toBe(200);
    expect(await handle.db.select().from(session).where(eq(session.userId, id))).toHaveLength(0);
    expect((await signIn(email, PASSWORD)).status).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);

    // Once only.
    const again = await reset(token, "yet another passphrase");
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: "INVALID_TOKEN" });
  });

  it("refuses a link older than 30 minutes and a forged one", async () => {
    const email = uniqueEmail();
    await signUp(email);
    await askReset(email);
    const token = linkIn(
      await sink.waitFor(email, /password/i),
      "/reset-password",
    ).searchParams.get("token")!;
    const [stored] = await handle.db
      .select({ expiresAt: verification.expiresAt, createdAt: verification.createdAt })
      .from(verification)
      .where(eq(verification.identifier, `reset-password:${token}`));
    const lifetime = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
    expect(Math.abs(lifetime - 30 * 60_000)).toBeLessThan(5_000);
    await handle.db
      .update(verification)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verification.identifier, `reset-password:${token}`));
    const late = await reset(token);
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ code: "INVALID_TOKEN" });
    const forged = await reset("A".repeat(24));
    expect(await forged.json()).toMatchObject({ code: "INVALID_TOKEN" });
    expect((await signIn(email, PASSWORD)).status).toBe(200);
  });

  it("answers the same whether or not the address has an account, and mails only an account", async () => {
    const known = uniqueEmail();
    const unknown = uniqueEmail();
    await signUp(known);
    const [a, b] = [await askReset(unknown), await askReset(known)];
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await a.json()).toEqual(await b.json());
    await sink.waitFor(known, /password/i);
    expect(sink.received.some((mail) => mail.to === unknown)).toBe(false);
  });

  it("limits the mails asked for one address, known or not, whatever the client", async () => {
    const limited = buildAuth(handle.db, { rateLimit: true });
    const known = uniqueEmail();
    await signUp(known);
    for (const email of [known, uniqueEmail()]) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await postToAuth(
          limited,
          "/request-password-reset",
          { email, redirectTo: `${SITE_URL}/reset-password` },
          { ip: `198.51.100.${i + 1}` },
        );
        statuses.push(response.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    }
  });

  it("confirms an address by its mail's link; only then may the account hold a role", async () => {
    const email = uniqueEmail();
    await signUp(email, "/ur/student-portal?verified=1");
    expect((await accountOf(email)).emailVerified).toBe(false);
    expect(await grantAdmin(handle.db, email)).toEqual({ ok: false, reason: "not-eligible" });

    const mail = await sink.waitFor(email, /ای میل/);
    const link = linkIn(mail, "/api/auth/verify-email");
    expect(link.origin).toBe(SITE_URL);
    const forged = new URL(link);
    forged.searchParams.set("token", `${link.searchParams.get("token")!.slice(0, -4)}AAAA`);
    const refused = await openLink(forged);
    expect(refused.headers.get("location")).toMatch(/verified=1&error=INVALID_TOKEN$/);
    expect((await accountOf(email)).emailVerified).toBe(false);

    const opened = await openLink(link);
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/ur/student-portal?verified=1");
    expect((await accountOf(email)).emailVerified).toBe(true);
    // A link used again only leads on; it signs nobody in a second time.
    const reused = await openLink(link);
    expect(reused.headers.get("location")).toBe("/ur/student-portal?verified=1");
    expect(reused.headers.getSetCookie().some((c) => c.includes("session_token="))).toBe(false);
    expect(await grantAdmin(handle.db, email)).toMatchObject({ ok: true, changed: true });
  });

  it("promotes an ADMIN_EMAILS address only once its account confirms the address", async () => {
    await signUp(adminEmail);
    expect(await applyAdminEmails(handle.db, [adminEmail])).toEqual([]);
    expect((await accountOf(adminEmail)).role).toBe("student");
    const link = linkIn(await sink.waitFor(adminEmail), "/api/auth/verify-email");
    await openLink(link);
    expect((await accountOf(adminEmail)).role).toBe("admin");
  });
});
