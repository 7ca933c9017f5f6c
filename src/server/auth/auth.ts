import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { nextCookies } from "better-auth/next-js";
import { AUTH_COOKIE_PREFIX } from "@front/contract.mjs";
import { remember } from "@/lib/remember.mjs";
import { getEnv, type Env } from "@/env";
import { SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_MAX_AGE } from "@/lib/signed-in-hint";
import { getDb, type Database } from "@/server/db/client";
import * as schema from "@/server/db/schema";
import { CLIENT_ADDRESS_HEADER } from "@/server/http/client-address";
import { log } from "@/server/log";
import { accountRules } from "./account-rules";
import { emailVerificationOptions, mailRequestLimits, passwordResetOptions } from "./account-mail";
import { signedInHintValue } from "./signed-in-hint";
import { AUTH_LIMITS } from "./forms";
import { tokenShield, UNUSED_SESSION_PATHS } from "./token-shield";
import { ROLE_PLUGIN_DISABLED_PATHS, workspaceRolePlugins } from "./workspace-roles";

// No `import "server-only"` here: the Better Auth CLI (schema generation) loads this file.

/** Everything that differs between the server and a test's auth instance. */
export type AuthSettings = {
  secret: string;
  /** The public origin; https turns on Secure cookies. */
  siteUrl: string;
  rateLimit: boolean;
  google?: { clientId: string; clientSecret: string };
  /** ADMIN_EMAILS: each becomes an admin once its account confirms its address (decision 0066). */
  adminEmails?: readonly string[];
};

export function authSettingsFromEnv(env: Env = getEnv()): AuthSettings {
  return {
    secret: env.BETTER_AUTH_SECRET,
    siteUrl: env.siteUrl,
    rateLimit: env.AUTH_RATE_LIMIT === "on",
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : undefined,
    adminEmails: env.ADMIN_EMAILS,
  };
}

// Better Auth writes some messages with the address in them ("Sign-up attempt for existing
// email: ..."); our logs keep no addresses and never a password (it never logs one).
function logFromBetterAuth(
  level: "debug" | "info" | "warn" | "error",
  message: string,
  ...args: unknown[]
) {
  const error = args.find((arg) => arg instanceof Error);
  log(level, "auth.library", { message: message.replace(/\S+@\S+/g, "[address]"), error });
}

/**
 * After every auth request. Keeps the signed-in hint (src/lib/signed-in-hint.ts) beside the
 * session cookie: set whenever a session starts (email, registration, Google), to a value that
 * names the account for the browser's copy of its personal parts (decision 0064); removed on
 * sign-out, which drops that copy.
 */
const afterAuth = (secure: boolean) =>
  createAuthMiddleware((ctx) => {
    const started = ctx.context.newSession;
    const ended =
      ctx.path === "/sign-out" ||
      (ctx.path === "/delete-user" && !isAPIError(ctx.context.returned));
    if (started === null && !ended) return Promise.resolve();
    const value = started ? signedInHintValue(started.user.id, ctx.context.secret) : "";
    ctx.setCookie(SIGNED_IN_HINT_COOKIE, value, {
      path: "/",
      sameSite: "lax",
      secure,
      maxAge: started ? SIGNED_IN_HINT_MAX_AGE : 0,
    });
    return Promise.resolve();
  });

/** The one Better Auth configuration: the server and the tests both build it here. */
export function createAuth(db: Database, settings: AuthSettings = authSettingsFromEnv()) {
  return betterAuth({
    appName: "Parhai",
    secret: settings.secret,
    baseURL: settings.siteUrl,
    trustedOrigins: [settings.siteUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: AUTH_LIMITS.min,
      maxPasswordLength: AUTH_LIMITS.max,
      autoSignIn: true,
      ...passwordResetOptions(db, settings.siteUrl),
    },
    emailVerification: emailVerificationOptions(db, settings),
    socialProviders: settings.google ? { google: settings.google } : undefined,
    // My learning's "Delete my account": the password (or, for Google accounts, a session
    // started within the day) confirms it; progress, ratings and sessions go by cascade.
    user: { deleteUser: { enabled: true } },
    session: {
      // Every signed-in request reads its session from the database, so signing out (or a
      // session deleted there) ends it at once on every device; a copy in a cookie would keep a
      // copied cookie working for its lifetime. Costs about 2 ms per signed-in page (decision 0021).
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: settings.rateLimit,
      // In the database, so that every server counts together (decision 0020).
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        // The 4th sign-in (or sign-up) from one address within 10 seconds gets 429, whether it
        // came through the form (endpoint.ts) or straight to /api/auth: both are this path.
        "/sign-in/email": { window: 10, max: 3 },
        "/sign-up/email": { window: 10, max: 3 },
        // Mails on request: a few a minute per client address (and per address: account-rules.ts).
        "/request-password-reset": { window: 60, max: 5 },
        "/send-verification-email": { window: 60, max: 5 },
        "/reset-password": { window: 60, max: 10 },
      },
    },
    advanced: {
      // The address src/server/http/client-address.ts resolved (socket, trusted proxies), which
      // the route handler and the forms put in this header, the only one Better Auth reads.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      useSecureCookies: settings.siteUrl.startsWith("https://"),
      // The front layer tells signed-in requests by this name (front-layer/contract.mjs).
      cookiePrefix: AUTH_COOKIE_PREFIX,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // Better Auth skips its Origin check when NODE_ENV=test; tests must see what production does.
      disableOriginCheck: false,
    },
    hooks: { after: afterAuth(settings.siteUrl.startsWith("https://")) },
    logger: { log: logFromBetterAuth },
    // Roles (decision 0023); role changes go through the workspace, so the plugin's routes are off.
    // Nor does any script get a session token (decision 0050): see token-shield.ts.
    disabledPaths: [...ROLE_PLUGIN_DISABLED_PATHS, ...UNUSED_SESSION_PATHS],
    // nextCookies last, as Better Auth asks.
    plugins: [
      accountRules({ db, throttleFailedSignIns: settings.rateLimit }),
      mailRequestLimits(db, settings.rateLimit),
      ...workspaceRolePlugins(),
      tokenShield(),
      nextCookies(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

// One per process: every bundle of the application shares one Better Auth instance.
const holder = remember("auth", (): { instance?: Promise<Auth> } => ({}));

/** Better Auth needs the database, which opens lazily; so does this. */
export function getAuth(): Promise<Auth> {
  const instance = (holder.instance ??= getDb().then((db) => createAuth(db)));
  instance.catch(() => {
    if (holder.instance === instance) holder.instance = undefined;
  });
  return instance;
}

export function isGoogleSignInEnabled(): boolean {
  return authSettingsFromEnv().google !== undefined;
}
