import { createHash } from "node:crypto";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { createTranslator } from "use-intl/core";
import type { z } from "zod";
import { collapseSpaces, removeInvisibleCharacters } from "@/lib/invisible-characters";
import type { Database } from "@/server/db/client";
import { releaseRequest, takeRequest } from "@/server/limits/counters";
import messages from "../../../messages/en.json";
import { isCommonPassword } from "./common-passwords";
import {
  AUTH_LIMITS,
  codeForMessageKey,
  emailSchema,
  nameSchema,
  newPasswordSchema,
  type AuthMessageKey,
} from "./forms";
import {
  FAILED_SIGN_IN_WINDOW_MINUTES,
  FAILED_SIGN_INS_PER_ACCOUNT,
  NAME_MAX_LENGTH,
} from "./limits";
import { renameWithAudit } from "./staff-rename";

/**
 * What Better Auth's own API must hold to, whichever way a request arrives (our forms, a script
 * posting to /api/auth): the forms' rules for names and emails, no common password, and a limit
 * on failed sign-ins per account whatever the address, so that many addresses cannot take turns
 * guessing one student's password. Refusals carry a code made from the form's message key, and
 * its English text.
 */

const t = createTranslator({ locale: "en", messages, namespace: "Auth" });

function refuse(key: AuthMessageKey, status: "BAD_REQUEST" | "TOO_MANY_REQUESTS" = "BAD_REQUEST") {
  return new APIError(status, { code: codeForMessageKey(key), message: t(key, AUTH_LIMITS) });
}

function parsed<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw refuse(result.error.issues[0]!.message as AuthMessageKey);
  return result.data;
}

async function refuseCommon(password: unknown): Promise<void> {
  if (typeof password === "string" && (await isCommonPassword(password))) {
    throw refuse("passwordTooCommon");
  }
}

const THROTTLE = {
  max: FAILED_SIGN_INS_PER_ACCOUNT,
  windowMs: FAILED_SIGN_IN_WINDOW_MINUTES * 60_000,
};

/** The counter of an account's failed sign-ins; the address is hashed, never stored. */
export function failedSignInKey(email: string): string {
  const normalised = email.trim().toLowerCase();
  return `failed-sign-in:${createHash("sha256").update(normalised).digest("hex")}`;
}

function emailOf(body: unknown): string | null {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email : null;
}

/**
 * A name from elsewhere (Google) as the database holds names: invisible characters removed,
 * spaces collapsed, trimmed, at most 80 characters.
 */
function boundedName(name: unknown, email: unknown): string {
  const cleaned = typeof name === "string" ? collapseSpaces(removeInvisibleCharacters(name)) : "";
  const trimmed = cleaned.trim().slice(0, NAME_MAX_LENGTH).trim();
  if (trimmed) return trimmed;
  return (
    (typeof email === "string" ? email.split("@")[0]! : "").slice(0, NAME_MAX_LENGTH) || "Student"
  );
}

/** A name change holds to the form's rule; other changes pass as they are. */
function withValidName(body: unknown): { context: { body: Record<string, unknown> } } | undefined {
  const fields = (body ?? {}) as Record<string, unknown>;
  if (!("name" in fields)) return undefined;
  return { context: { body: { ...fields, name: parsed(nameSchema, fields.name) } } };
}

export type AccountRulesOptions = {
  db: Database;
  /** The per-account limit on failed sign-ins; off only with AUTH_RATE_LIMIT=off (tests). */
  throttleFailedSignIns: boolean;
};

export function accountRules({ db, throttleFailedSignIns }: AccountRulesOptions) {
  return {
    id: "parhai-account-rules",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/sign-up/email",
          handler: createAuthMiddleware(async (ctx) => {
            const body = (ctx.body ?? {}) as Record<string, unknown>;
            const name = parsed(nameSchema, body.name);
            const email = parsed(emailSchema, body.email);
            parsed(newPasswordSchema, body.password);
            await refuseCommon(body.password);
            return { context: { body: { ...body, name, email } } };
          }),
        },
        {
          matcher: (ctx) => ctx.path === "/update-user",
          handler: createAuthMiddleware(async (ctx) => {
            const change = withValidName(ctx.body);
            const session = change ? await getSessionFromCtx(ctx) : null;
            if (change && session) {
              await renameWithAudit(db, session.user.id, String(change.context.body.name));
            }
            return change;
          }),
        },
        {
          matcher: (ctx) => ["/change-password", "/reset-password"].includes(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            await refuseCommon((ctx.body as { newPassword?: unknown } | undefined)?.newPassword);
          }),
        },
        {
          // Every attempt is counted before the password is checked, and given back when it
          // was right: a burst of parallel guesses cannot all slip under the limit.
          matcher: (ctx) => throttleFailedSignIns && ctx.path === "/sign-in/email",
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx.body);
            if (email === null) return;
            const decision = await takeRequest(db, failedSignInKey(email), THROTTLE);
            if (!decision.allowed) throw refuse("tooManyFailedSignIns", "TOO_MANY_REQUESTS");
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => throttleFailedSignIns && ctx.path === "/sign-in/email",
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx.body);
            if (email === null || isAPIError(ctx.context.returned)) return;
            await releaseRequest(db, failedSignInKey(email));
          }),
        },
      ],
    },
    init: () => ({
      options: {
        // Names that come from elsewhere (Google) are bounded too: the database refuses longer.
        databaseHooks: {
          user: {
            create: {
              before: (user) =>
                Promise.resolve({ data: { ...user, name: boundedName(user.name, user.email) } }),
            },
            update: {
              before: (user) =>
                Promise.resolve(
                  "name" in user
                    ? { data: { ...user, name: boundedName(user.name, user.email) } }
                    : undefined,
                ),
            },
          },
        },
      },
    }),
  } satisfies BetterAuthPlugin;
}
