import "server-only";
import { and, asc, eq, gt, ilike, ne, or } from "drizzle-orm";
import { z } from "zod";
import { cursorText, decodeCursor, encodeCursor } from "@/lib/cursor";
import { containsPattern } from "@/lib/search-terms";
import { mayHoldStaffRole } from "@/server/auth/admin-grants";
import { isRole, type Role } from "@/server/auth/roles";
import type { Database } from "@/server/db/client";
import { user } from "@/server/db/schema";
import { writeAudit, type Actor } from "./audit";
import { PAGE_SIZE, toPage, type Page } from "./list-params";

export type PersonRow = { id: string; name: string; email: string; role: Role };

/**
 * Accounts by address, a page at a time; "staff" shows editors and admins only. Served by the
 * unique index on email and the (role, email) index.
 */
export async function listPeople(
  db: Database,
  filter: { text: string; role: string; after: string },
): Promise<Page<PersonRow>> {
  const after = decodeCursor(filter.after, z.tuple([cursorText]));
  const pattern = filter.text ? containsPattern(filter.text) : null;
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email, role: user.role })
    .from(user)
    .where(
      and(
        isRole(filter.role) ? eq(user.role, filter.role) : undefined,
        filter.role === "staff" ? ne(user.role, "student") : undefined,
        pattern ? or(ilike(user.email, pattern), ilike(user.name, pattern)) : undefined,
        after ? gt(user.email, after[0]) : undefined,
      ),
    )
    .orderBy(asc(user.email))
    .limit(PAGE_SIZE + 1);
  const people = rows.map((r) => ({ ...r, role: isRole(r.role) ? r.role : "student" }) as const);
  return toPage(people, (r) => encodeCursor([r.email]));
}

/** Editors and admins, for the audit log's person filter. */
export async function listStaff(db: Database): Promise<PersonRow[]> {
  const rows = await listPeople(db, { text: "", role: "staff", after: "" });
  return rows.rows;
}

export type RoleOutcome = { ok: true } | { ok: false; reason: "gone" | "self" | "not-eligible" };

/**
 * Gives an account a role; the audit entry is written in the same transaction. Admins cannot
 * change their own role, so the workspace always keeps the admin who is using it.
 */
export async function setRole(
  db: Database,
  actor: Actor,
  userId: string,
  role: Role,
): Promise<RoleOutcome> {
  if (userId === actor.id) return { ok: false, reason: "self" };
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ email: user.email, role: user.role, emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.id, userId))
      .for("update");
    if (!account) return { ok: false, reason: "gone" } as const;
    if (account.role === role) return { ok: true } as const;
    if (role !== "student" && !mayHoldStaffRole(account)) {
      return { ok: false, reason: "not-eligible" } as const;
    }
    await tx.update(user).set({ role }).where(eq(user.id, userId));
    await writeAudit(tx, {
      actor,
      kind: "user",
      action: "role",
      subjectId: userId,
      // The address, not the name its owner chose (decision 0025, amendment of 2026-11-24).
      summary: account.email,
      before: { role: account.role },
      after: { role },
    });
    return { ok: true } as const;
  });
}
