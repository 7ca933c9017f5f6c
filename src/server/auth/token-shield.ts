import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";

// No `import "server-only"`: auth.ts imports this, and the Better Auth CLI loads auth.ts.

/*
 * Session tokens stay in the HttpOnly cookie (decision 0050). Better Auth
 * also writes them into JSON that any script on the page may read (get-session, sign-in, sign-up,
 * change-password), and list-sessions lists every session's; a script injected into a page would
 * carry them off. The portal reads none of them: its forms post through the server and its pages
 * read the session on the server.
 */

/**
 * Better Auth's routes the portal never calls that list, refresh or act on sessions and linked
 * accounts (list-sessions hands out every session's token, get-access-token Google's): 404.
 */
export const UNUSED_SESSION_PATHS = [
  "/list-sessions",
  "/revoke-session",
  "/revoke-sessions",
  "/revoke-other-sessions",
  "/update-session",
  "/list-accounts",
  "/link-social",
  "/unlink-account",
  "/get-access-token",
  "/refresh-token",
  "/account-info",
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The answer without a `token` beside the user or inside its `session`; null when it has none. */
export function withoutTokens(answer: unknown): Record<string, unknown> | null {
  if (!isRecord(answer)) return null;
  const session = answer.session;
  const nested = isRecord(session) && "token" in session;
  if (!("token" in answer) && !nested) return null;
  const copy: Record<string, unknown> = { ...answer };
  delete copy.token;
  if (nested) {
    const inner: Record<string, unknown> = { ...session };
    delete inner.token;
    copy.session = inner;
  }
  return copy;
}

/** Removes session tokens from every answer of Better Auth's API, HTTP and in-process alike. */
export function tokenShield(): BetterAuthPlugin {
  return {
    id: "parhai-token-shield",
    hooks: {
      after: [
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            const stripped = withoutTokens(ctx.context.returned);
            return stripped ? ctx.json(stripped) : undefined;
          }),
        },
      ],
    },
  };
}
