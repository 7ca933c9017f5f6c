import { createAccessControl } from "better-auth/plugins/access";

// No `import "server-only"`: Better Auth's configuration (auth.ts) imports this, and so does the
// schema CLI. Pure data and one pure check.

/** Every account has one; a new account is a student. Stored in `user.role`. */
export const ROLES = ["student", "editor", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** What a role may do in the workspace; the one list the actions and pages check. */
const statements = {
  content: ["write"],
  people: ["set-role"],
  audit: ["read"],
  // Admins export the subscribers and send the newsletter (decision 0069).
  subscribers: ["export", "send"],
  // Messages sent through /contact-us (decision 0071).
  contact: ["read"],
  mail: ["read"],
} as const;

const accessControl = createAccessControl(statements);

/*
 * Better Auth's admin plugin reads these too. None grants its own `user` or `session`
 * permissions, so its endpoints (also turned off, see workspace-roles.ts) would refuse everyone.
 */
export const roleDefinitions = {
  student: accessControl.newRole({}),
  editor: accessControl.newRole({ content: ["write"] }),
  admin: accessControl.newRole({
    content: ["write"],
    people: ["set-role"],
    audit: ["read"],
    subscribers: ["export", "send"],
    contact: ["read"],
    mail: ["read"],
  }),
};

export type Permission = {
  [K in keyof typeof statements]: `${K}:${(typeof statements)[K][number]}`;
}[keyof typeof statements];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** Whether an account with this stored role may do this; an unknown role may do nothing. */
export function can(role: unknown, permission: Permission): boolean {
  if (!isRole(role)) return false;
  const [resource, action] = permission.split(":") as [keyof typeof statements, string];
  return roleDefinitions[role].authorize({ [resource]: [action] }).success;
}

/** Editors and admins work in the workspace; students do not. */
export function isStaff(role: unknown): boolean {
  return can(role, "content:write");
}
