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
  unique,
} from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";

/* ---------- newsletter (decision 0068) ---------- */

/*
 * A subscriber counts once the link mailed to the address is followed (`confirmed_at`). Only a
 * hash of each link's key is kept, so a copy of the table opens nobody's subscription. Leaving
 * deletes the row.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text("email").notNull().unique(),
    // The language of the page whose footer form took the address: the mails' language.
    locale: text("locale").notNull().default("en"),
    confirmTokenHash: text("confirm_token_hash").unique(),
    // When the last confirmation link was queued: it works for a week from then.
    confirmSentAt: timestamp("confirm_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("newsletter_email_lower", sql`${t.email} = lower(${t.email})`),
    check("newsletter_locale_known", sql`${t.locale} IN ('en', 'ur')`),
    index("newsletter_subscribers_confirmed_idx").on(t.locale, t.id),
  ],
);

/*
 * An issue an admin writes, for the subscribers of one language. Sending moves it to `sending`;
 * the mail workers then queue it in batches of subscribers after `cursor` (decision 0069).
 */
export const newsletterIssues = pgTable(
  "newsletter_issues",
  {
    id: id(),
    locale: text("locale").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    // Paths of this site's updates and lectures, shown as links under the text.
    links: jsonb("links").$type<string[]>().notNull().default([]),
    // draft, sending (batches still to queue), sent (every subscriber's mail queued).
    state: text("state").notNull().default("draft"),
    // The last subscriber id whose mail is queued.
    cursor: integer("cursor").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    sendStartedAt: timestamp("send_started_at", { withTimezone: true }),
    queuedAt: timestamp("queued_at", { withTimezone: true }),
  },
  (t) => [
    check("newsletter_issue_locale_known", sql`${t.locale} IN ('en', 'ur')`),
    check("newsletter_issue_state_known", sql`${t.state} IN ('draft', 'sending', 'sent')`),
    index("newsletter_issues_state_idx").on(t.state),
  ],
);

/*
 * One issue's mail to one subscriber: the key of its unsubscribe link (hashed) and the queued
 * mail, whose state gives the issue's sent and failed counts.
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    issueId: integer("issue_id")
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    // Null once the subscriber left: the row stays for the issue's counts.
    subscriberId: integer("subscriber_id").references(() => newsletterSubscribers.id, {
      onDelete: "set null",
    }),
    // No reference: the queue prunes settled mails (decision 0065).
    mailId: bigint("mail_id", { mode: "number" }).notNull(),
    unsubscribeTokenHash: text("unsubscribe_token_hash").notNull().unique(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("newsletter_deliveries_once").on(t.issueId, t.subscriberId),
    index("newsletter_deliveries_subscriber_idx").on(t.subscriberId),
  ],
);
