import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { nextCookies } from "better-auth/next-js";
import { getEnv } from "@/env";
import { getDb, type Database } from "@/server/db/client";
import * as schema from "@/server/db/schema";
import { log } from "@/server/log";

function createAuth(db: Database) {
  const env = getEnv();
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } }
      : undefined;
  return betterAuth({
    appName: "Parhai",
    secret: env.BETTER_AUTH_SECRET,
    baseURL: env.siteUrl,
    trustedOrigins: [env.siteUrl],
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
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
    },
    socialProviders: google,
    rateLimit: {
      enabled: env.AUTH_RATE_LIMIT === "on",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 10, max: 3 },
        "/sign-up/email": { window: 60, max: 5 },
      },
    },
    advanced: { useSecureCookies: env.siteUrl.startsWith("https://") },
    // Better Auth's own messages become JSON log lines, redacted like ours (decision 0006).
    logger: {
      level: "warn",
      log: (level, message, ...details: unknown[]) =>
        log(level, "auth.library", { message, details }),
    },
    plugins: [nextCookies()],
  });
}

export type Auth = ReturnType<typeof createAuth>;

let instance: Promise<Auth> | undefined;

/** Better Auth needs the database, which opens lazily; so does this. */
export function getAuth(): Promise<Auth> {
  instance ??= getDb().then(createAuth);
  instance.catch(() => {
    instance = undefined;
  });
  return instance;
}

export function isGoogleSignInEnabled(): boolean {
  const env = getEnv();
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}
