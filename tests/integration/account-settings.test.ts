import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Auth } from "@/server/auth/auth";
import type { DatabaseHandle } from "@/server/db/client";
import {
  auditLog,
  lectureProgress,
  lectureRatings,
  lectures,
  session,
  user,
} from "@/server/db/schema";
import { buildAuth, cookiesFrom, postToAuth, uniqueEmail } from "./auth-requests";
import { DATABASE_KINDS, openDemoDatabase } from "./databases";

/*
 * My learning's account settings go through Better Auth's own endpoints (decision 0067): a
 * password change needs the current one and ends the other sessions; deleting the account takes
 * its progress, ratings and sessions with it, while the audit log keeps what it did as staff.
 */

const PASSWORD = "correct horse battery";

describe.each(DATABASE_KINDS)("account settings on %s", (kind) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  const ip = kind === "pglite" ? "192.0.2.71" : "192.0.2.72";
  beforeAll(async () => {
    handle = await openDemoDatabase(kind);
    auth = buildAuth(handle.db, { rateLimit: false });
  });
  afterAll(() => handle.close());

  const signUp = async (email: string) => {
    const response = await postToAuth(
      auth,
      "/sign-up/email",
      { name: "Hina", email, password: PASSWORD },
      { ip },
    );
    expect(response.status).toBe(200);
    const [row] = await handle.db.select().from(user).where(eq(user.email, email));
    return { id: row!.id, cookie: cookiesFrom(response) };
  };
  const sessionsOf = (id: string) => handle.db.select().from(session).where(eq(session.userId, id));

  it("changes the password only with the current one, and ends the other sessions", async () => {
    const email = uniqueEmail();
    const { id, cookie } = await signUp(email);
    await postToAuth(auth, "/sign-in/email", { email, password: PASSWORD }, { ip });
    expect(await sessionsOf(id)).toHaveLength(2);
    const change = (currentPassword: string, newPassword: string) =>
      postToAuth(
        auth,
        "/change-password",
        { currentPassword, newPassword, revokeOtherSessions: true },
        { ip, cookie },
      );
    const wrong = await change("not the password", "a fresh passphrase");
    expect(await wrong.json()).toMatchObject({ code: "INVALID_PASSWORD" });
    const common = await change(PASSWORD, "password123");
    expect(await common.json()).toMatchObject({ code: "PASSWORD_TOO_COMMON" });
    expect((await change(PASSWORD, "a fresh passphrase")).status).toBe(200);
    expect(await sessionsOf(id)).toHaveLength(1);
  });

  it("deletes an account with its progress, ratings and sessions; the audit log keeps its staff actions", async () => {
    const email = uniqueEmail();
    const { id, cookie } = await signUp(email);
    const [lecture] = await handle.db.select({ id: lectures.id }).from(lectures).limit(1);
    const now = new Date();
    await handle.db
      .insert(lectureRatings)
      .values({ lectureId: lecture!.id, userId: id, rating: 4 });
    await handle.db.insert(lectureProgress).values({
      userId: id,
      lectureId: lecture!.id,
      watchedSeconds: 30,
      startedAt: now,
      updatedAt: now,
    });
    await handle.db.insert(auditLog).values({
      actorId: id,
      actorName: "Hina",
      actorEmail: email,
      kind: "update",
      action: "create",
      summary: "An update Hina wrote as an editor",
    });

    const refused = await postToAuth(auth, "/delete-user", { password: "wrong" }, { ip, cookie });
    expect(await refused.json()).toMatchObject({ code: "INVALID_PASSWORD" });
    expect(await handle.db.select().from(user).where(eq(user.id, id))).toHaveLength(1);

    const deleted = await postToAuth(auth, "/delete-user", { password: PASSWORD }, { ip, cookie });
    expect(deleted.status).toBe(200);
    expect(await handle.db.select().from(user).where(eq(user.id, id))).toHaveLength(0);
    expect(await sessionsOf(id)).toHaveLength(0);
    expect(
      await handle.db.select().from(lectureRatings).where(eq(lectureRatings.userId, id)),
    ).toHaveLength(0);
    expect(
      await handle.db.select().from(lectureProgress).where(eq(lectureProgress.userId, id)),
    ).toHaveLength(0);
    const kept = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.summary, "An update Hina wrote as an editor"));
    expect(kept).toMatchObject([{ actorId: null, actorName: "Hina", actorEmail: email }]);
    // The deleted account's cookie is signed out, and the address can register again.
    const again = await postToAuth(auth, "/delete-user", { password: PASSWORD }, { ip, cookie });
    expect(again.status).toBe(401);
    await signUp(email);
  });
});
