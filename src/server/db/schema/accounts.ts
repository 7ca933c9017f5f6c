import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "../../auth/limits";

/* ---------- request limits ---------- */

/*
 * Counters of the rate limits (sign-in per address, failed sign-ins per account, newsletter per
 * address), here rather than in memory so that every server counts together. One row per key and
 * fixed window; rows whose window ended are deleted as new windows open (src/server/limits).
 */
export const requestCounters = pgTable(
  "request_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("request_counters_window_ends_at_idx").on(t.windowEndsAt)],
);

/* ---------- Better Auth (field names as Better Auth expects them) ---------- */

/* Better Auth's rate limit counters (rateLimit.storage "database"): one row per address and path. */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Better Auth's admin plugin (decision 0023): student, editor or admin; and its ban fields.
    role: text("role").notNull().default("student"),
    banned: boolean("banned").default(false),
    banReason: text("ban_reason"),
    banExpires: timestamp("ban_expires", { withTimezone: true }),
  },
  // The form's limits (src/server/auth/forms.ts), held by the database too: a name that is not
  // bounded makes every page of its student heavy and the session cookie too big for proxies.
  (t) => [
    check(
      "user_name_length",
      sql`char_length(${t.name}) BETWEEN 1 AND ${sql.raw(String(NAME_MAX_LENGTH))}`,
    ),
    check(
      "user_email_length",
      sql`char_length(${t.email}) BETWEEN 3 AND ${sql.raw(String(EMAIL_MAX_LENGTH))}`,
    ),
    check("user_role_known", sql`${t.role} IN ('student', 'editor', 'admin')`),
    // The workspace's people list: staff first, by address.
    index("user_role_email_idx").on(t.role, t.email),
  ],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    impersonatedBy: text("impersonated_by"),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);
