import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Auth } from "@/server/auth/auth";
import { commonPasswordCount } from "@/server/auth/common-passwords";
import type { DatabaseHandle } from "@/server/db/client";
import { user } from "@/server/db/schema";
import { buildAuth, cookiesFrom, postToAuth, uniqueEmail } from "./auth-requests";
import { DATABASE_KINDS, openTestDatabase } from "./databases";

const PASSWORD = "correct horse battery";
const ip = "192.0.2.30";

type ErrorBody = { code?: string; message?: string };

describe.each(DATABASE_KINDS)("account rules at the API on %s", (kind) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    auth = buildAuth(handle.db, { rateLimit: false });
  });
  afterAll(() => handle.close());

  const signUp = (body: Record<string, unknown>) =>
    postToAuth(auth, "/sign-up/email", body, { ip });
  const stored = async (email: string) =>
    (await handle.db.select().from(user).where(eq(user.email, email)))[0];

  it("refuses a name longer than the form allows, with the form's message", async () => {
    const email = uniqueEmail();
    for (const length of [81, 100_000]) {
      const response = await signUp({ name: "n".repeat(length), email, password: PASSWORD });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: "NAME_TOO_LONG",
        message: "Your name can have at most 80 characters.",
      });
    }
    expect(await stored(email)).toBeUndefined();
  });

  it("refuses an empty name and a malformed or over-long email", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "   ", email: uniqueEmail() }, "NAME_REQUIRED"],
      [{ name: 42, email: uniqueEmail() }, "NAME_REQUIRED"],
      [{ name: "Sana", email: "not-an-email" }, "EMAIL_INVALID"],
      [{ name: "Sana", email: `${"a".repeat(250)}@x.pk` }, "EMAIL_INVALID"],
    ];
    for (const [fields, code] of cases) {
      const response = await signUp({ ...fields, password: PASSWORD });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).code).toBe(code);
    }
  });

  it("stores the name trimmed and the email lower-cased, as the form does", async () => {
    const email = uniqueEmail();
    const response = await signUp({
      name: "  Sana Ali ",
      email: ` ${email.toUpperCase()}`,
      password: PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(await stored(email)).toMatchObject({ name: "Sana Ali", email });
  });

  it("refuses the most common passwords, saying why, and accepts an uncommon one", async () => {
    expect(await commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
    for (const password of ["12345678", "password", "Password1", "iloveyou", "pakistan"]) {
      const response = await signUp({ name: "Hina", email: uniqueEmail(), password });
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.code).toBe("PASSWORD_TOO_COMMON");
      expect(body.message).toMatch(/one of the most common passwords, so it is easy to guess/);
    }
    const fine = await signUp({
      name: "Hina",
      email: uniqueEmail(),
      password: "kettle lahore 1987",
    });
    expect(fine.status).toBe(200);
  });

  it("holds a signed-in student's name change and new password to the same rules", async () => {
    const email = uniqueEmail();
    const created = await signUp({ name: "Ali", email, password: PASSWORD });
    const cookie = cookiesFrom(created);
    const update = (name: unknown) => postToAuth(auth, "/update-user", { name }, { ip, cookie });

    const long = await update("x".repeat(81));
    expect(long.status).toBe(400);
    expect(((await long.json()) as ErrorBody).code).toBe("NAME_TOO_LONG");
    expect((await update(" Ali Raza ")).status).toBe(200);
    expect((await stored(email))?.name).toBe("Ali Raza");

    const common = await postToAuth(
      auth,
      "/change-password",
      { currentPassword: PASSWORD, newPassword: "qwertyuiop" },
      { ip, cookie },
    );
    expect(common.status).toBe(400);
    expect(((await common.json()) as ErrorBody).code).toBe("PASSWORD_TOO_COMMON");
  });

  it("has the database refuse an over-long name or email written around the API", async () => {
    const insert = (name: string, email: string) =>
      handle.db.execute(
        sql`INSERT INTO "user" (id, name, email) VALUES (${`id-${email}`}, ${name}, ${email})`,
      );
    await expect(insert("n".repeat(81), uniqueEmail())).rejects.toThrow();
    await expect(insert("", uniqueEmail())).rejects.toThrow();
    await expect(insert("Sana", `${"a".repeat(255)}@x.pk`)).rejects.toThrow();
    await expect(insert("n".repeat(80), uniqueEmail())).resolves.toBeDefined();
  });
});
