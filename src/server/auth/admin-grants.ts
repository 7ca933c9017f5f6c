import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { auditLog, user } from "@/server/db/schema";
import { writeAudit, type AuditSource } from "@/server/workspace/audit";
import type { Role } from "./roles";

// No `import "server-only"`: `npm run admin` (scripts/admin.ts) and the server's start use it.

/*
 * Roles given from outside the workspace (decision 0023, amendment of 2026-11-24): the operator's
 * command and the ADMIN_EMAILS setting. Both work only on accounts that exist, and both write the
 * audit entry in the transaction that changes the role.
 */

type Account = typeof user.$inferSelect;

/**
 * Whether an account may hold a staff role (editor or admin): only once its address is confirmed,
 * so nobody gets a role by registering someone else's address (decision 0066). Every grant (the
 * workspace, the command, ADMIN_EMAILS) goes through here.
 */
export function mayHoldStaffRole(account: Pick<Account, "emailVerified">): boolean {
  return account.emailVerified;
}

export type GrantOutcome =
  | { ok: true; changed: boolean; before: string }
  | { ok: false; reason: "unknown" | "not-eligible" };

/** Sets the role of the account with this address; the audit entry names how (source). */
async function setRoleByEmail(
  db: Database,
  email: string,
  role: Role,
  source: AuditSource,
  /** Only change an account whose role is one of these (a revoke leaves editors alone). */
  from?: readonly string[],
): Promise<GrantOutcome> {
  return db.transaction(async (tx): Promise<GrantOutcome> => {
    const [account] = await tx.select().from(user).where(eq(user.email, email)).for("update");
    if (!account) return { ok: false, reason: "unknown" };
    if (role !== "student" && !mayHoldStaffRole(account))
      return { ok: false, reason: "not-eligible" };
    if (account.role === role || (from && !from.includes(account.role))) {
      return { ok: true, changed: false, before: account.role };
    }
    await tx.update(user).set({ role }).where(eq(user.id, account.id));
    await writeAudit(tx, {
      actor: null,
      source,
      kind: "user",
      action: "role",
      subjectId: account.id,
      summary: account.email,
      before: { role: account.role },
      after: { role },
    });
    return { ok: true, changed: true, before: account.role };
  });
}

/** `npm run admin -- grant EMAIL`: the account becomes an admin. */
export function grantAdmin(db: Database, email: string): Promise<GrantOutcome> {
  return setRoleByEmail(db, email, "admin", "command");
}

/** `npm run admin -- revoke EMAIL`: an admin becomes a student; other accounts stay as they are. */
export function revokeAdmin(db: Database, email: string): Promise<GrantOutcome> {
  return setRoleByEmail(db, email, "student", "command", ["admin"]);
}

export type StaffListing = { email: string; name: string; role: string };

/** `npm run admin -- list`: admins, then editors, by address. */
export async function listStaffAccounts(db: Database): Promise<StaffListing[]> {
  const rows = await db
    .select({ email: user.email, name: user.name, role: user.role })
    .from(user)
    .where(ne(user.role, "student"))
    .orderBy(asc(user.role), asc(user.email));
  return rows;
}

/**
 * ADMIN_EMAILS, at the server's start and when a listed account confirms its address: each listed
 * account that exists, has confirmed its address, and whose role nobody has ever set (no role
 * entry in the audit log) becomes an admin, once. An account an admin demoted, or the setting
 * already promoted, is never promoted again (decision 0066). Returns the promoted addresses.
 */
export async function applyAdminEmails(db: Database, emails: readonly string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  return db.transaction(async (tx) => {
    // Locked, so servers starting together promote each account once.
    const accounts = await tx
      .select()
      .from(user)
      .where(inArray(user.email, [...emails]))
      .orderBy(asc(user.id))
      .for("update");
    const promoted: string[] = [];
    for (const account of accounts) {
      if (account.role === "admin" || !mayHoldStaffRole(account)) continue;
      const [earlier] = await tx
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.kind, "user"),
            eq(auditLog.action, "role"),
            eq(auditLog.subjectId, account.id),
          ),
        )
        .limit(1);
      if (earlier) continue;
      await tx.update(user).set({ role: "admin" }).where(eq(user.id, account.id));
      await writeAudit(tx, {
        actor: null,
        source: "setting",
        kind: "user",
        action: "role",
        subjectId: account.id,
        summary: account.email,
        before: { role: account.role },
        after: { role: "admin" },
      });
      promoted.push(account.email);
    }
    return promoted;
  });
}
