import "server-only";
import { readOrFallback } from "@/server/safe-read";
import { getAuth } from "./auth";

/** What a reset token looks like (Better Auth's generateId(24)); anything else names nothing. */
export const RESET_TOKEN = /^[A-Za-z0-9]{24}$/;

/**
 * Whether a reset link still works (not used, not older than 30 minutes), so the page says so
 * before the student types a new password. The form's answer still decides: Better Auth takes
 * the token once, atomically.
 */
export async function isResetTokenUsable(token: string | undefined): Promise<boolean> {
  if (!token || !RESET_TOKEN.test(token)) return false;
  return readOrFallback(
    "reset token",
    async () => {
      const context = await (await getAuth()).$context;
      const found = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
      return found !== null && found !== undefined && found.expiresAt > new Date();
    },
    // A failed read shows the form: its answer is the one that counts.
    true,
  );
}
