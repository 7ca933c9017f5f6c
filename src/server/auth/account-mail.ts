import { createHash } from "node:crypto";
import type { BetterAuthOptions, BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import type { Database } from "@/server/db/client";
import {
  RESET_LINK_MINUTES,
  VERIFY_LINK_HOURS,
  localeOfLink,
  resetPasswordMail,
  verifyEmailMail,
} from "@/server/mail/account-mails";
import { takeRequest } from "@/server/limits/counters";
import { enqueueMail } from "@/server/mail/queue";
import { applyAdminEmails } from "./admin-grants";
import type { AuthSettings } from "./auth";

// No `import "server-only"`: auth.ts imports this, and the Better Auth CLI loads auth.ts.

/*
 * The mails Better Auth asks for, handed to the queue (decision 0065): its callbacks only write a
 * row, so a slow mail server never holds the form. The mail speaks the language of the page the
 * student asked from: the form passes a link in that language (redirectTo, callbackURL).
 */

/** Password reset: a link valid 30 minutes and once; every session of the account ends. */
export function passwordResetOptions(
  db: Database,
  siteUrl: string,
): Partial<NonNullable<BetterAuthOptions["emailAndPassword"]>> {
  return {
    resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
    revokeSessionsOnPasswordReset: true,
    sendResetPassword: async ({ user, url, token }) => {
      const locale = localeOfLink(new URL(url).searchParams.get("callbackURL"), siteUrl);
      await enqueueMail(db, resetPasswordMail({ to: user.email, token, locale, siteUrl }));
    },
  };
}

/**
 * Address confirmation, sent at registration; the portal works before it (decision 0066). Only a
 * confirmed address holds a workspace role, so ADMIN_EMAILS promotes an account when it confirms.
 */
export function emailVerificationOptions(
  db: Database,
  settings: AuthSettings,
): BetterAuthOptions["emailVerification"] {
  return {
    sendOnSignUp: true,
    // The link proves the mailbox is the student's: it signs them in, once (a used link only
    // leads on to My learning, since an address is confirmed once).
    autoSignInAfterVerification: true,
    expiresIn: VERIFY_LINK_HOURS * 3600,
    sendVerificationEmail: async ({ user, url }) => {
      const callback = new URL(url).searchParams.get("callbackURL");
      const locale = localeOfLink(callback, settings.siteUrl);
      await enqueueMail(db, verifyEmailMail({ to: user.email, name: user.name, url, locale }));
    },
    afterEmailVerification: async (user) => {
      const listed = settings.adminEmails ?? [];
      if (listed.includes(user.email)) await applyAdminEmails(db, [user.email]);
    },
  };
}

/** Reset and confirmation mails asked for one address, from any client, per window. */
export const MAIL_REQUESTS_PER_ADDRESS = { max: 3, windowMs: 15 * 60_000 };

/** The counter of the mails asked for one address; hashed, never stored in clear. */
export function mailRequestKey(email: string): string {
  const normalised = email.trim().toLowerCase();
  return `mail-request:${createHash("sha256").update(normalised).digest("hex")}`;
}

/**
 * A limit per address on the mails anyone may have sent to it (reset links, confirmations),
 * counted whether or not the address has an account, so the refusal tells nothing about it.
 */
export function mailRequestLimits(db: Database, enabled: boolean): BetterAuthPlugin {
  return {
    id: "parhai-mail-request-limits",
    hooks: {
      before: [
        {
          matcher: (ctx) =>
            enabled &&
            ["/request-password-reset", "/send-verification-email"].includes(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const email = (ctx.body as { email?: unknown } | undefined)?.email;
            if (typeof email !== "string") return;
            const decision = await takeRequest(
              db,
              mailRequestKey(email),
              MAIL_REQUESTS_PER_ADDRESS,
            );
            if (!decision.allowed) {
              throw new APIError("TOO_MANY_REQUESTS", {
                code: "TOO_MANY_MAIL_REQUESTS",
                message: "Too many mails asked for this address. Please wait, then try again.",
              });
            }
          }),
        },
      ],
    },
  };
}
