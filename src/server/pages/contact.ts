import "server-only";
import { and, desc, eq, lt, ne } from "drizzle-orm";
import { z } from "zod";
import type { Locale } from "@/lib/locale-path";
import type { Database } from "@/server/db/client";
import { contactMessages } from "@/server/db/schema";
import { composeMail, mailWords } from "@/server/mail/compose";
import { enqueueMail, type OutgoingMail } from "@/server/mail/queue";
import { normaliseEmail } from "@/server/newsletter/subscriptions";
import { writeAudit, type Actor } from "@/server/workspace/audit";

export const CONTACT_TOPICS = ["general", "lectures", "account", "privacy", "other"] as const;
export const CONTACT_STATUSES = ["new", "read", "answered", "archived"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** The contact form's fields; messages are keys of "Pages.contact.problems". */
export const contactInput = z.object({
  name: z.string().trim().min(1, "nameMissing").max(100, "nameLong"),
  email: z
    .string()
    .max(320, "email")
    .transform(normaliseEmail)
    .pipe(z.email("email").max(254, "email")),
  topic: z.enum(CONTACT_TOPICS, "topic"),
  message: z.string().trim().min(10, "messageShort").max(5000, "messageLong"),
});

export type ContactInput = z.infer<typeof contactInput>;

/** Where a message goes on to: the support address, replying to the student (decision 0071). */
export type SupportDesk = { email: string; siteUrl: string };

/** The mail that carries a contact message to the support address, in the student's language. */
export function contactForwardMail(
  input: ContactInput,
  locale: Locale,
  desk: SupportDesk,
): OutgoingMail {
  const t = mailWords(locale);
  const topic = t(`contactTopics.${input.topic}`);
  const mail = composeMail(locale, {
    subject: t("contactSubject", { topic, name: input.name }),
    paragraphs: [t("contactBody", { name: input.name, email: input.email, topic }), input.message],
    action: { label: t("contactAction"), url: new URL("/admin/messages", desk.siteUrl).toString() },
    footer: [t("contactReply")],
  });
  return { to: desk.email, locale, kind: "contact", headers: { "Reply-To": input.email }, ...mail };
}

/**
 * Stores a message sent through /contact-us and queues its mail to the support address in the
 * same transaction: the one place a new message is written (decision 0071).
 */
export async function storeContactMessage(
  db: Database,
  input: ContactInput,
  locale: Locale,
  desk: SupportDesk,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...input, locale })
      .returning({ id: contactMessages.id });
    await enqueueMail(tx, contactForwardMail(input, locale, desk));
    return row!.id;
  });
}

const MESSAGES_PER_PAGE = 50;

/**
 * The messages admins see, a page at a time: the archived ones apart, newest first, after the
 * message `after`; `next` is the cursor of the page after this one, if any.
 */
export async function listContactMessages(db: Database, archived: boolean, after?: number) {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(
      and(
        archived ? eq(contactMessages.status, "archived") : ne(contactMessages.status, "archived"),
        after === undefined ? undefined : lt(contactMessages.id, after),
      ),
    )
    .orderBy(desc(contactMessages.id))
    .limit(MESSAGES_PER_PAGE + 1);
  const shown = rows.slice(0, MESSAGES_PER_PAGE);
  const next = rows.length > MESSAGES_PER_PAGE ? String(shown.at(-1)!.id) : null;
  return { rows: shown, next };
}

/** Marks a message read, answered or archived (or new again), in the audit log. */
export async function setContactStatus(
  db: Database,
  actor: Actor,
  id: number,
  status: ContactStatus,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .for("update");
    if (!before) return false;
    if (before.status === status) return true;
    await tx.update(contactMessages).set({ status }).where(eq(contactMessages.id, id));
    await writeAudit(tx, {
      actor,
      kind: "contact",
      action: "update",
      subjectId: id,
      summary: `${before.topic}: ${before.name}`,
      before: { status: before.status },
      after: { status },
    });
    return true;
  });
}
