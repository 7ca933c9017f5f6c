import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { auditLog, user } from "@/server/db/schema";
import type { Actor } from "@/server/workspace/audit";
import { listAudit } from "@/server/workspace/audit-queries";
import { PAGE_SIZE } from "@/server/workspace/list-params";
import { listPeople, setRole } from "@/server/workspace/people";
import { buildAuth, postToAuth } from "./auth-requests";
import { DATABASE_KINDS, openTestDatabase } from "./databases";

async function roleOf(handle: DatabaseHandle, email: string) {
  const [row] = await handle.db.select({ role: user.role }).from(user).where(eq(user.email, email));
  return row?.role;
}

describe.each(DATABASE_KINDS)("roles on %s", (kind) => {
  let handle: DatabaseHandle;
  const ip = kind === "pglite" ? "192.0.2.30" : "192.0.2.40";
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(() => handle.close());

  it("turns off the admin plugin's own routes, so roles change only with an audit entry", async () => {
    const auth = buildAuth(handle.db, { rateLimit: false });
    for (const path of ["/admin/set-role", "/admin/impersonate-user", "/admin/list-users"]) {
      const response = await postToAuth(auth, path, { userId: "x", role: "admin" }, { ip });
      expect(response.status).toBe(404);
    }
  });

  it("lets an admin change others' roles, never their own, each change audited", async () => {
    const admin: Actor = { id: randomUUID(), name: "Admin", email: `${randomUUID()}@example.com` };
    const target = { id: randomUUID(), name: "Hina", email: `${randomUUID()}@example.com` };
    await handle.db.insert(user).values([
      { ...admin, role: "admin" },
      { ...target, role: "student", emailVerified: true },
    ]);
    expect(await setRole(handle.db, admin, target.id, "editor")).toEqual({ ok: true });
    expect(await setRole(handle.db, admin, admin.id, "student")).toEqual({
      ok: false,
      reason: "self",
    });
    expect(await setRole(handle.db, admin, "nobody", "editor")).toEqual({
      ok: false,
      reason: "gone",
    });
    expect(await roleOf(handle, target.email)).toBe("editor");
    expect(await roleOf(handle, admin.email)).toBe("admin");

    const page = await listAudit(handle.db, { actorId: admin.id, kind: "", after: "" });
    expect(page.rows.map((e) => [e.subjectId, e.summary, e.before, e.after])).toEqual([
      [target.id, target.email, { role: "student" }, { role: "editor" }],
    ]);
    const staff = await listPeople(handle.db, { text: "hina", role: "staff", after: "" });
    expect(staff.rows.map((p) => p.email)).toEqual([target.email]);
  });

  it("gives a staff role only to an account whose address is confirmed", async () => {
    const admin: Actor = { id: randomUUID(), name: "Admin", email: `${randomUUID()}@example.com` };
    const pending = { id: randomUUID(), name: "Asma", email: `${randomUUID()}@example.com` };
    await handle.db.insert(user).values([{ ...admin, role: "admin" }, pending]);
    for (const role of ["editor", "admin"] as const) {
      expect(await setRole(handle.db, admin, pending.id, role)).toEqual({
        ok: false,
        reason: "not-eligible",
      });
    }
    expect(await roleOf(handle, pending.email)).toBe("student");
  });

  it("pages the audit log by cursor, newest first, by person and by kind", async () => {
    const actor: Actor = { id: randomUUID(), name: "Pager", email: `${randomUUID()}@example.com` };
    await handle.db.insert(user).values({ ...actor, role: "editor" });
    const total = PAGE_SIZE + 5;
    await handle.db.insert(auditLog).values(
      Array.from({ length: total }, (_, i) => ({
        actorId: actor.id,
        kind: i % 2 === 0 ? "update" : "job",
        action: "create",
        summary: `entry ${i}`,
      })),
    );
    const first = await listAudit(handle.db, { actorId: actor.id, kind: "", after: "" });
    expect(first.rows).toHaveLength(PAGE_SIZE);
    expect(first.rows[0]?.summary).toBe(`entry ${total - 1}`);
    const second = await listAudit(handle.db, {
      actorId: actor.id,
      kind: "",
      after: first.next ?? "",
    });
    expect(second.rows.map((e) => e.summary)).toEqual([4, 3, 2, 1, 0].map((i) => `entry ${i}`));
    expect(second.next).toBeNull();
    const jobsOnly = await listAudit(handle.db, { actorId: actor.id, kind: "job", after: "" });
    expect(jobsOnly.rows.every((e) => e.kind === "job")).toBe(true);
    expect(jobsOnly.rows).toHaveLength(Math.floor(total / 2));
    // A forged person or kind filter is ignored or matches nobody; never an error.
    const forged = await listAudit(handle.db, { actorId: "x\u0000y", kind: "'; --", after: "%" });
    expect(forged.rows.length).toBeGreaterThan(0);
  });
});
