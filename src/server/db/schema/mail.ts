import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/* ---------- mail ---------- */

/*
 * The mail queue (decision 0065): a request only writes a row here; the servers' mail workers take
 * rows (FOR UPDATE SKIP LOCKED, with a lease), send them by SMTP and mark them sent or put them
 * back with a later `next_attempt_at`. Sent and failed rows are pruned after their retention.
 */
export const mailMessages = pgTable(
  "mail_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    // What the mail is for ("password-reset", "verify-email", "newsletter", ...): counts and logs.
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    locale: text("locale").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    // queued, sending (a worker holds its lease), sent, failed (gave up after the last attempt).
    state: text("state").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    // The worker's own mark on its claim: only the holder of the lease may settle the row.
    leaseToken: text("lease_token"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    check("mail_state_known", sql`${t.state} IN ('queued', 'sending', 'sent', 'failed')`),
    // The workers' one question: what is due (queued and due, or a lease run out).
    index("mail_messages_due_idx").on(t.state, t.nextAttemptAt),
    index("mail_messages_settled_idx").on(t.settledAt),
  ],
);
