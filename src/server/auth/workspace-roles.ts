import { admin } from "better-auth/plugins/admin";
import { roleDefinitions } from "./roles";

// No `import "server-only"`: auth.ts imports this, and the Better Auth CLI loads auth.ts.

/**
 * Roles in Better Auth (decision 0023): the admin plugin keeps `role` on the account and knows
 * our three roles; its own HTTP endpoints are turned off (`ROLE_PLUGIN_DISABLED_PATHS`), so a role
 * changes only through the workspace or the operator's command (admin-grants.ts), each writing the
 * audit log in the same transaction.
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

/** The plugins auth.ts adds for roles. ADMIN_EMAILS is applied at the server's start (boot.ts). */
export function workspaceRolePlugins() {
  return [rolesPlugin] as const;
}
