import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminCommand } from "@/server/auth/admin-command";
import { applyAdminEmails } from "@/server/auth/admin-grants";
import { openDatabase, type DatabaseHandle } from "@/server/db/client";
import { auditLog, user } from "@/server/db/schema";
import type { Actor } from "@/server/workspace/audit";
import { setRole } from "@/server/workspace/people";
import { buildAuth, postToAuth, uniqueEmail } from "./auth-requests";
import { DATABASE_KINDS, openTestDatabase } from "./databases";

/*
 * Admins that cannot be claimed (decision 0023): `npm run admin` gives and takes the role of an
 * account that exists, audited; ADMIN_EMAILS promotes, at the server's start, only accounts that
 * exist then, once each, and never again after a demotion.
 */

const PASSWORD = "correct horse battery";

/** Registers, and (as the person opening the confirmation mail would) confirms the address. */
async function register(handle: DatabaseHandle, email: string, ip: string, confirm = true) {
  const auth = buildAuth(handle.db, { rateLimit: false });
  const response = await postToAuth(
    auth,
    "/sign-up/email",
    { name: "Zara", email, password: PASSWORD },
    { ip },
  );
  expect(response.status).toBe(200);
  if (confirm)
    await handle.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
}

async function roleOf(handle: DatabaseHandle, email: string) {
  const [row] = await handle.db.select().from(user).where(eq(user.email, email));
  return row?.role;
}

const roleEntries = (handle: DatabaseHandle, email: string) =>
  handle.db
    .select({ source: auditLog.source, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(eq(auditLog.summary, email))
    .orderBy(auditLog.id);

describe.each(DATABASE_KINDS)("admins from outside the workspace on %s", (kind) => {
  let handle: DatabaseHandle;
  const ip = kind === "pglite" ? "192.0.2.31" : "192.0.2.41";
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(() => handle.close());

  it("grants, lists and revokes the admin role of an existing account, each change audited", async () => {
    const email = uniqueEmail();
    await register(handle, email, ip);
    const granted = await runAdminCommand(handle, ["grant", email.toUpperCase()]);
    expect(granted).toMatchObject({
      code: 0,
      lines: [`${email} is now an admin (was student). Recorded in the audit log.`],
    });
    expect(await roleOf(handle, email)).toBe("admin");
    expect((await runAdminCommand(handle, ["grant", email])).lines).toEqual([
      `${email} is already an admin: nothing changed.`,
    ]);
    const listed = await runAdminCommand(handle, ["list"]);
    expect(listed.lines).toContainEqual(`admin   ${email}  Zara`);

    expect(await runAdminCommand(handle, ["revoke", email])).toMatchObject({ code: 0 });
    expect(await roleOf(handle, email)).toBe("student");
    expect(await roleEntries(handle, email)).toEqual([
      { source: "command", before: { role: "student" }, after: { role: "admin" } },
      { source: "command", before: { role: "admin" }, after: { role: "student" } },
    ]);
  });

  it("refuses an address nobody registered, and what is not a command", async () => {
    const nobody = uniqueEmail();
    const refused = await runAdminCommand(handle, ["grant", nobody]);
    expect(refused.code).toBe(1);
    expect(refused.errors.join("\n")).toMatch(
      /No account has the address .* registers at \/register first/,
    );
    expect(await roleEntries(handle, nobody)).toEqual([]);
    expect((await runAdminCommand(handle, ["grant", "not-an-address"])).code).toBe(2);
    expect((await runAdminCommand(handle, ["promote", nobody])).code).toBe(2);
    expect((await runAdminCommand(handle, ["grant"])).code).toBe(2);
  });

  it("refuses an account whose address is not confirmed, saying how to confirm it", async () => {
    const email = uniqueEmail();
    await register(handle, email, ip, false);
    const refused = await runAdminCommand(handle, ["grant", email]);
    expect(refused.code).toBe(1);
    expect(refused.errors.join("\n")).toMatch(/has not confirmed its address yet/);
    expect(await applyAdminEmails(handle.db, [email])).toEqual([]);
    expect(await roleOf(handle, email)).toBe("student");
  });

  it("applies ADMIN_EMAILS at start to existing accounts only, once, never after a demotion", async () => {
    const listed = uniqueEmail();
    const later = uniqueEmail();
    await register(handle, listed, ip);
    expect(await applyAdminEmails(handle.db, [listed, later])).toEqual([listed]);
    expect(await roleOf(handle, listed)).toBe("admin");

    // Registered after the start: whoever did is not an admin, at sign-in or at the next start.
    await register(handle, later, ip);
    expect(await roleOf(handle, later)).toBe("student");

    // An admin demotes the listed account: the next start leaves it so, and the later one too
    // (the setting applies once, to accounts nobody has given a role).
    const admin: Actor = { id: "admin-of-the-test", name: "Admin", email: uniqueEmail() };
    await handle.db.insert(user).values({ ...admin, role: "admin" });
    const [account] = await handle.db.select().from(user).where(eq(user.email, listed));
    expect(await setRole(handle.db, admin, account!.id, "student")).toEqual({ ok: true });
    expect(await applyAdminEmails(handle.db, [listed])).toEqual([]);
    expect(await roleOf(handle, listed)).toBe("student");
    expect(await roleEntries(handle, listed)).toEqual([
      { source: "setting", before: { role: "student" }, after: { role: "admin" } },
      { source: null, before: { role: "admin" }, after: { role: "student" } },
    ]);
  });
});

describe("npm run admin against the embedded database", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "parhai-admin-"));
  const pgliteDir = path.join(dir, "pglite");
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = (...args: string[]) =>
    spawnSync("npx", ["tsx", "scripts/admin.ts", ...args], {
      env: { ...process.env, DATABASE_URL: "", PGLITE_DIR: pgliteDir },
      encoding: "utf8",
      timeout: 60_000,
    });

  // Three runs of the command, each a process that compiles it with tsx and opens the database:
  // about 14 s on an idle machine, more beside the other integration files on two cores.
  it("works on a stopped server's database and refuses while a server holds it", async () => {
    const email = uniqueEmail();
    const handle = await openDatabase({ pgliteDir });
    await handle.migrate();
    await register(handle, email, "192.0.2.32");
    await handle.close();

    const granted = run("grant", email);
    expect(granted.stderr).not.toMatch(/Error/);
    expect(granted.stdout).toContain(`${email} is now an admin`);
    expect(granted.status).toBe(0);
    expect(run("list").stdout).toContain(email);

    // A running server's lock: the folder's pid file names a live process (this test's parent).
    writeFileSync(`${pgliteDir}.lock`, String(process.ppid));
    const refused = run("revoke", email);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/in use by process \d+\. Stop the server first/);
    expect(refused.stderr).toContain("stop the server, run this again");
    rmSync(`${pgliteDir}.lock`);
    const reopened = await openDatabase({ pgliteDir });
    expect(await roleOf(reopened, email)).toBe("admin");
    await reopened.close();
  }, 120_000);
});
