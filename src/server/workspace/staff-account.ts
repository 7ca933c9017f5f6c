import { eq } from "drizzle-orm";
import { can, isRole, isStaff, type Permission, type Role } from "@/server/auth/roles";
import type { Database } from "@/server/db/client";
import { user } from "@/server/db/schema";
import type { Actor } from "./audit";

export type StaffAccount = Actor & {
  role: Role;
  /** Whether the account's address is confirmed: a role acts only then (decision 0096). */
  confirmed: boolean;
};

/** An account with its role as stored now (not the session's copy), or null. */
export async function readStaffAccount(db: Database, id: string): Promise<StaffAccount | null> {
  const [row] = await db
    .select({ name: user.name, email: user.email, role: user.role, verified: user.emailVerified })
    .from(user)
    .where(eq(user.id, id));
  if (!row) return null;
  const role = isRole(row.role) ? row.role : "student";
  return { id, name: row.name, email: row.email, role, confirmed: row.verified };
}

/**
 * What the workspace lets an account do with a permission: a role given before confirmation was
 * required (decision 0066) waits for the address to be confirmed; the role itself is kept.
 */
export function workspaceAccess(
  account: Pick<StaffAccount, "role" | "confirmed">,
  permission: Permission,
): "allowed" | "forbidden" | "unconfirmed" {
  if (!can(account.role, permission)) return "forbidden";
  return account.confirmed || !isStaff(account.role) ? "allowed" : "unconfirmed";
}
