import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { user } from "@/server/db/schema";
import { readStaffAccount, workspaceAccess } from "@/server/workspace/staff-account";
import { DATABASE_KINDS, openTestDatabase } from "./databases";

describe.each(DATABASE_KINDS)("staff with an unconfirmed address on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(() => handle.close());

  async function account(role: string, emailVerified: boolean) {
    const id = randomUUID();
    await handle.db
      .insert(user)
      .values({ id, name: "Bilal", email: `${id}@example.com`, role, emailVerified });
    return id;
  }
  const access = async (id: string, permission: "content:write" | "people:set-role") =>
    workspaceAccess((await readStaffAccount(handle.db, id))!, permission);

  it("keeps a role given before confirmation, but lets it act only once the address is confirmed", async () => {
    const admin = await account("admin", false);
    expect(await readStaffAccount(handle.db, admin)).toMatchObject({
      role: "admin",
      confirmed: false,
    });
    expect(await access(admin, "content:write")).toBe("unconfirmed");
    expect(await access(admin, "people:set-role")).toBe("unconfirmed");
    await handle.db.update(user).set({ emailVerified: true }).where(eq(user.id, admin));
    expect(await access(admin, "people:set-role")).toBe("allowed");
  });

  it("still says forbidden where the role has no such permission, confirmed or not", async () => {
    const editor = await account("editor", false);
    expect(await access(editor, "people:set-role")).toBe("forbidden");
    const student = await account("student", false);
    expect(await access(student, "content:write")).toBe("forbidden");
    expect(await readStaffAccount(handle.db, randomUUID())).toBeNull();
  });
});
