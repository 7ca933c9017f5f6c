import { removeInvisibleCharacters } from "@/lib/invisible-characters";
import type { DatabaseHandle } from "@/server/db/client";
import { grantAdmin, listStaffAccounts, revokeAdmin, type GrantOutcome } from "./admin-grants";
import { emailSchema } from "./forms";

// No `import "server-only"`: scripts/admin.ts runs it from a shell.

/*
 * `npm run admin -- grant EMAIL | revoke EMAIL | list`: the operator's way to give and take the
 * admin role (decision 0023, amendment of 2026-11-24). Kept apart from the script so the tests run
 * it on both databases; the script only opens the database and prints.
 */

export const ADMIN_USAGE = `Usage: npm run admin -- grant EMAIL | revoke EMAIL | list
  grant EMAIL    make the account with this address an admin (it must be registered)
  revoke EMAIL   make that admin a student again
  list           show the admins and editors`;

export type CommandOutput = { code: number; lines: string[]; errors: string[] };

/** Stored or typed text on one terminal line: no controls or format characters. */
const printable = removeInvisibleCharacters;

function describe(verb: "grant" | "revoke", email: string, outcome: GrantOutcome): CommandOutput {
  if (!outcome.ok) {
    const why =
      outcome.reason === "unknown"
        ? `No account has the address ${email}. The person registers at /register first; then run this again.`
        : `The account ${email} has not confirmed its address yet: the person opens the link in the mail sent at registration (or asks for a new one on My learning), then run this again.`;
    return { code: 1, lines: [], errors: [why] };
  }
  if (!outcome.changed) {
    const state = verb === "grant" ? "is already an admin" : `is not an admin (${outcome.before})`;
    return { code: 0, lines: [`${email} ${state}: nothing changed.`], errors: [] };
  }
  const now = verb === "grant" ? "is now an admin" : "is now a student";
  return {
    code: 0,
    lines: [`${email} ${now} (was ${outcome.before}). Recorded in the audit log.`],
    errors: [],
  };
}

/** Runs one command on an open database; the caller opens and closes it. */
export async function runAdminCommand(
  database: DatabaseHandle,
  args: readonly string[],
): Promise<CommandOutput> {
  const [verb, address, ...rest] = args;
  if (verb === "list" && address === undefined) {
    const staff = await listStaffAccounts(database.db);
    if (staff.length === 0) return { code: 0, lines: ["No admins or editors yet."], errors: [] };
    return {
      code: 0,
      lines: staff.map((s) => `${s.role.padEnd(6)}  ${s.email}  ${printable(s.name)}`),
      errors: [],
    };
  }
  if ((verb === "grant" || verb === "revoke") && address !== undefined && rest.length === 0) {
    const email = emailSchema.safeParse(address);
    if (!email.success) {
      return { code: 2, lines: [], errors: [`Not an email address: ${printable(address)}`] };
    }
    const outcome =
      verb === "grant"
        ? await grantAdmin(database.db, email.data)
        : await revokeAdmin(database.db, email.data);
    return describe(verb, email.data, outcome);
  }
  return { code: 2, lines: [], errors: [ADMIN_USAGE] };
}
