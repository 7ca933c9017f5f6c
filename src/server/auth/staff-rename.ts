import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { user } from "@/server/db/schema";
import { writeAudit } from "@/server/workspace/audit";
import { isStaff } from "./roles";

// No `import "server-only"`: Better Auth's configuration (auth.ts), which its CLI loads, uses it.

/**
 * A name change of an editor or admin, with its audit entry, in one transaction: their entries in
 * the log show the name they chose, so the log keeps every name they went by (decision 0025,
 * amendment of 2026-11-24). Better Auth's own update then writes the same name and refreshes the
 * session. Students' names are theirs alone and are not logged.
 */
export async function renameWithAudit(db: Database, userId: string, name: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ name: user.name, email: user.email, role: user.role })
      .from(user)
      .where(eq(user.id, userId))
      .for("update");
    if (!account || account.name === name || !isStaff(account.role)) return;
    await tx.update(user).set({ name }).where(eq(user.id, userId));
    await writeAudit(tx, {
      actor: { id: userId, name: account.name, email: account.email },
      kind: "user",
      action: "rename",
      subjectId: userId,
      summary: account.email,
      before: { name: account.name },
      after: { name },
    });
  });
}
