import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Auth } from "@/server/auth/auth";
import type { DatabaseHandle } from "@/server/db/client";
import { auditLog, user } from "@/server/db/schema";
import { SITE_URL, buildAuth, cookiesFrom, postToAuth, uniqueEmail } from "./auth-requests";
import { DATABASE_KINDS, openTestDatabase } from "./databases";

/*
 * Staff cannot pass for each other (decision 0050): names with bidi controls or other invisible
 * characters are refused at the API, and a staff member's rename is in the audit log. Session
 * tokens never reach a script (decision 0050): no answer carries one, and list-sessions is off.
 */

const PASSWORD = "correct horse battery";
const ip = "192.0.2.50";

type ErrorBody = { code?: string; message?: string };

const HOSTILE_NAMES = [
  "admin name <admin@example.pk>\u00a0\u00a0\u00a0\u202e",
  "Ali\u202eazaR",
  "\u2066Sana\u2069",
  "Hina\u200b",
  "Zara\u200e",
  "Bilal\u061c",
  "Asma\u0007",
  "Omar\u2028Khan",
];

describe.each(DATABASE_KINDS)("names and tokens at the API on %s", (kind) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    auth = buildAuth(handle.db, { rateLimit: false });
  });
  afterAll(() => handle.close());

  const signUp = (name: string, email = uniqueEmail()) =>
    postToAuth(auth, "/sign-up/email", { name, email, password: PASSWORD }, { ip });
  const stored = async (email: string) =>
    (await handle.db.select().from(user).where(eq(user.email, email)))[0];

  it("refuses a name with bidi controls or other invisible characters, on sign-up and rename", async () => {
    for (const name of HOSTILE_NAMES) {
      const email = uniqueEmail();
      const response = await signUp(name, email);
      expect(response.status, JSON.stringify(name)).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.code).toBe("NAME_INVISIBLE");
      expect(body.message).toMatch(/invisible character/);
      expect(await stored(email)).toBeUndefined();
    }
    const email = uniqueEmail();
    const cookie = cookiesFrom(await signUp("Ayesha", email));
    for (const name of HOSTILE_NAMES) {
      const rename = await postToAuth(auth, "/update-user", { name }, { ip, cookie });
      expect(rename.status).toBe(400);
    }
    expect((await stored(email))?.name).toBe("Ayesha");
  });

  it("keeps the joiners Urdu needs and collapses no-break spaces", async () => {
    const email = uniqueEmail();
    expect((await signUp("عائشہ\u200cصدیقہ\u00a0\u00a0 Khan", email)).status).toBe(200);
    expect((await stored(email))?.name).toBe("عائشہ\u200cصدیقہ Khan");
  });

  it("records an editor's rename in the audit log, and not a student's", async () => {
    const editorEmail = uniqueEmail();
    const editorCookie = cookiesFrom(await signUp("Bilal", editorEmail));
    await handle.db.update(user).set({ role: "editor" }).where(eq(user.email, editorEmail));
    const studentEmail = uniqueEmail();
    const studentCookie = cookiesFrom(await signUp("Omar", studentEmail));
    const rename = (cookie: string, name: string) =>
      postToAuth(auth, "/update-user", { name }, { ip, cookie });
    expect((await rename(editorCookie, "Admin Name")).status).toBe(200);
    expect((await rename(studentCookie, "Omar Khan")).status).toBe(200);
    const editor = await stored(editorEmail);
    expect(editor?.name).toBe("Admin Name");
    const entries = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "rename"))
      .orderBy(auditLog.id);
    expect(
      entries.map((e) => [e.actorId, e.actorEmail, e.subjectId, e.summary, e.before, e.after]),
    ).toEqual([
      [editor!.id, editorEmail, editor!.id, editorEmail, { name: "Bilal" }, { name: "Admin Name" }],
    ]);
  });

  it("answers without the session token, and lists no sessions", async () => {
    const created = await signUp("Sana");
    expect(JSON.stringify(await created.clone().json())).not.toContain('"token"');
    const cookie = cookiesFrom(created);
    const token = decodeURIComponent(/session_token=([^.;]+)/.exec(cookie)![1]!);
    const session = await auth.handler(
      new Request(`${SITE_URL}/api/auth/get-session`, { headers: { cookie } }),
    );
    expect(session.status).toBe(200);
    const body = (await session.json()) as { user: { name: string }; session: object };
    expect(body.user.name).toBe("Sana");
    expect(JSON.stringify(body)).not.toContain(token);
    expect(body.session).not.toHaveProperty("token");
    for (const path of ["/list-sessions", "/get-access-token", "/account-info"]) {
      const response = await auth.handler(
        new Request(`${SITE_URL}/api/auth${path}`, { headers: { cookie } }),
      );
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain(token);
    }
  });
});
