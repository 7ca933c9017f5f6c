import type { BetterAuthPlugin } from "better-auth";
import { admin } from "better-auth/plugins/admin";
import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { user } from "@/server/db/schema";
import { log } from "@/server/log";
import { writeAudit } from "@/server/workspace/audit";
import { roleDefinitions } from "./roles";

// No `import "server-only"`: auth.ts imports this, and the Better Auth CLI loads auth.ts.

/**
 * Roles in Better Auth (decision 0023): the admin plugin keeps `role` on the account and knows
 * our three roles; its own HTTP endpoints are turned off (`ROLE_PLUGIN_DISABLED_PATHS`), so a role
 * changes only through the workspace, which writes the audit log in the same transaction.
 */
const rolesPlugin = admin({
  roles: roleDefinitions,
  defaultRole: "student",
  adminRoles: ["admin"],
});

/** /api/auth/admin/*: set-role, impersonate-user, remove-user and the rest answer 404. */
export const ROLE_PLUGIN_DISABLED_PATHS: string[] = Object.values(rolesPlugin.endpoints).map(
  (endpoint) => endpoint.path,
);

/**
 * Makes the accounts of ADMIN_EMAILS admins whenever one of them starts a session (after
 * registering, or signing in by password or Google): the first admin of a fresh install, made
 * without a shell. Failing here never fails the sign-in; the next sign-in tries again.
 */
export async function promoteListedAdmin(
  db: Database,
  adminEmails: readonly string[],
  userId: string,
): Promise<boolean> {
  if (adminEmails.length === 0) return false;
  const [account] = await db
    .select({ email: user.email, role: user.role, name: user.name })
    .from(user)
    .where(eq(user.id, userId));
  if (!account || account.role === "admin") return false;
  if (!adminEmails.includes(account.email.toLowerCase())) return false;
  await db.transaction(async (tx) => {
    await tx.update(user).set({ role: "admin" }).where(eq(user.id, userId));
    await writeAudit(tx, {
      actor: null,
      kind: "user",
      action: "role",
      subjectId: userId,
      summary: `${account.name} <${account.email}>`,
      before: { role: account.role },
      after: { role: "admin" },
    });
  });
  return true;
}

function adminEmailsPlugin(db: Database, adminEmails: readonly string[]): BetterAuthPlugin {
  return {
    id: "parhai-admin-emails",
    init: () => ({
      options: {
        databaseHooks: {
          session: {
            create: {
              // After Better Auth's own write, never inside it (PGlite has one connection).
              after: async (session: { userId: string }) => {
                try {
                  if (await promoteListedAdmin(db, adminEmails, session.userId)) {
                    log("info", "auth.admin_from_setting", { userId: session.userId });
                  }
                } catch (error) {
                  log("error", "auth.admin_from_setting_failed", { error });
                }
              },
            },
          },
        },
      },
    }),
  };
}

/** The plugins auth.ts adds for roles: the admin plugin and the ADMIN_EMAILS promotion. */
export function workspaceRolePlugins(db: Database, adminEmails: readonly string[]) {
  return [rolesPlugin, adminEmailsPlugin(db, adminEmails)] as const;
}
