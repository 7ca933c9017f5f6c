import { z } from "zod";
import { remember } from "@/lib/remember.mjs";
import { proxyEntryProblem } from "@/lib/client-address";

/**
 * The one place that reads process.env. Everything else imports `env`.
 * Parsed lazily so `next build` (which loads modules to prerender) does not need runtime secrets.
 */
const DEV_AUTH_SECRET = "parhai-dev-only-secret-do-not-use-in-production-000";

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    DATABASE_URL: optionalText.pipe(
      z
        .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
        .optional(),
    ),
    PGLITE_DIR: z.string().trim().min(1).default("./data/pglite"),
    // One statement holding the embedded database longer than this counts as a hang: the server
    // exits for its supervisor to restart it (decision 0060).
    PGLITE_HANG_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
    BETTER_AUTH_SECRET: optionalText.pipe(
      z.string().min(32, "must be at least 32 characters").optional(),
    ),
    SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    SITE_PHONE: z.string().trim().min(1).default("+92 300 0000000"),
    SITE_SUPPORT_EMAIL: z.email().default("support@parhai.example"),
    SITE_ADDRESS: z.string().trim().min(1).default("Office 1, Education Street, Lahore, Pakistan"),
    SITE_WHATSAPP_NUMBER: z
      .string()
      .trim()
      .regex(/^\d{10,15}$/, "must be 10 to 15 digits in international form, e.g. 923000000000")
      .default("923000000000"),
    // Where mail goes (smtps://user:password@host:465 or smtp://...:587); without it, mail is
    // written to the server's log and the workspace says so (decision 0065).
    SMTP_URL: optionalText.pipe(
      z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    ),
    // The sender of every mail, e.g. "Parhai <no-reply@parhai.pk>"; the provider must allow it.
    MAIL_FROM: optionalText,
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    // Addresses and CIDR ranges of the reverse proxies whose X-Forwarded-For is believed,
    // separated by commas or spaces. None by default: the socket's address is the client's.
    TRUSTED_PROXIES: z
      .string()
      .default("")
      .transform((value) => value.split(/[\s,]+/).filter(Boolean))
      .superRefine((entries, ctx) => {
        for (const entry of entries) {
          const problem = proxyEntryProblem(entry);
          if (problem) ctx.addIssue({ code: "custom", message: problem });
        }
      }),
    AUTH_RATE_LIMIT: z.enum(["on", "off"]).default("on"),
    // Each client's budget of renders of pages the edge does not hold (decision 0057).
    RENDER_RATE_LIMIT: z.enum(["on", "off"]).default("on"),
    DEMO_CONTENT: z.enum(["on", "off"]).default("on"),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
    // Accounts with these addresses become admins once each, when confirmed (decision 0066).
    ADMIN_EMAILS: z
      .string()
      .default("")
      .transform((list) =>
        list
          .split(",")
          .map((address) => address.trim().toLowerCase())
          .filter((address) => address !== ""),
      )
      .pipe(z.array(z.email("must be a comma-separated list of email addresses"))),
    // Tests only: a progress report may carry the browser's (fake) clock, see server/progress/clock.
    PROGRESS_TEST_CLOCK: z.enum(["on", "off"]).default("off"),
  })
  .superRefine((value, ctx) => {
    const building = process.env.NEXT_PHASE === "phase-production-build";
    if (value.NODE_ENV === "production" && !value.BETTER_AUTH_SECRET && !building) {
      ctx.addIssue({
        code: "custom",
        path: ["BETTER_AUTH_SECRET"],
        message: "is required when NODE_ENV=production (npm start creates one in ./data)",
      });
    }
    if (value.PROGRESS_TEST_CLOCK === "on" && !isLoopback(value.SITE_URL ?? "http://localhost")) {
      ctx.addIssue({
        code: "custom",
        path: ["PROGRESS_TEST_CLOCK"],
        message: "is for tests on this machine only: SITE_URL must be a localhost address",
      });
    }
  });

function isLoopback(url: string): boolean {
  return ["localhost", "127.0.0.1", "[::1]"].includes(new URL(url).hostname);
}

export type Env = z.infer<typeof schema> & { BETTER_AUTH_SECRET: string; siteUrl: string };

export class EnvError extends Error {
  override name = "EnvError";
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const value = result.data;
  if (!value.BETTER_AUTH_SECRET && value.NODE_ENV !== "test") {
    console.warn(
      "\n!!! BETTER_AUTH_SECRET is not set: using the DEVELOPMENT-ONLY default secret. Never do this in production. !!!\n",
    );
  }
  return {
    ...value,
    BETTER_AUTH_SECRET: value.BETTER_AUTH_SECRET ?? DEV_AUTH_SECRET,
    siteUrl: value.SITE_URL ?? `http://localhost:${value.PORT}`,
  };
}

const parsed = remember("env", (): { env?: Env } => ({}));

/** The configuration of this process, parsed once (whichever bundle asks first). */
export function getEnv(): Env {
  parsed.env ??= parseEnv(process.env);
  return parsed.env;
}
