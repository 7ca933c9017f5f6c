import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { nextCookies } from "better-auth/next-js";
import { AUTH_COOKIE_PREFIX } from "@front/contract.mjs";
import { remember } from "@front/remember.mjs";
import { getEnv, type Env } from "@/env";
import { getDb, type Database } from "@/server/db/client";
import * as schema from "@/server/db/schema";
import { log } from "@/server/log";
import { AUTH_LIMITS } from "./forms";
import { ROLE_PLUGIN_DISABLED_PATHS, workspaceRolePlugins } from "./workspace-roles";

// No `import "server-only"` here: the Better Auth CLI (schema generation) loads this file.

/** Everything that differs between the server and a test's auth instance. */
export type AuthSettings = {
  secret: string;
  /** The public origin; https turns on Secure cookies. */
  siteUrl: string;
  rateLimit: boolean;
  google?: { clientId: string; clientSecret: string };
  /** Accounts with these (lower-cased) addresses become admins when they start a session. */
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
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: AUTH_LIMITS.min,
      maxPasswordLength: AUTH_LIMITS.max,
      autoSignIn: true,
    },
    socialProviders: settings.google ? { google: settings.google } : undefined,
    session: {
      // Sessions live in the database; a signed copy in a cookie for 5 minutes spares the header
      // a database read on every page.
      cookieCache: { enabled: true, maxAge: 5 * 60 },
    },
    rateLimit: {
      enabled: settings.rateLimit,
      // Memory storage: one counter per server process (docs/decisions/0008-accounts.md).
      storage: "memory",
      window: 60,
      max: 100,
      customRules: {
        // The 4th sign-in (or sign-up) from one address within 10 seconds gets 429.
        "/sign-in/email": { window: 10, max: 3 },
        "/sign-up/email": { window: 10, max: 3 },
      },
    },
    advanced: {
      useSecureCookies: settings.siteUrl.startsWith("https://"),
      // The front layer tells signed-in requests by this name (front-layer/contract.mjs).
      cookiePrefix: AUTH_COOKIE_PREFIX,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // Better Auth skips its Origin check when NODE_ENV=test; tests must see what production does.
      disableOriginCheck: false,
    },
    logger: { log: logFromBetterAuth },
    // Roles (decision 0023); role changes go through the workspace, so the plugin's routes are off.
    disabledPaths: ROLE_PLUGIN_DISABLED_PATHS,
    // nextCookies last, as Better Auth asks.
    plugins: [...workspaceRolePlugins(db, settings.adminEmails ?? []), nextCookies()],
  });
}

export type Auth = ReturnType<typeof createAuth>;

// One per process: its in-memory sign-in limiter must count every bundle's requests together.
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
