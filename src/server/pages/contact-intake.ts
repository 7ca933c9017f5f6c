import "server-only";
import type { Locale } from "@/lib/locale-path";
import type { Database } from "@/server/db/client";
import { releaseRequest, takeRequest } from "@/server/limits/counters";
import { log } from "@/server/log";
import { contactInput, storeContactMessage, type SupportDesk } from "./contact";
import { CONTACT_FIELDS, type ContactState } from "./contact-state";

/**
 * Two limits per client address, counted in the database so every server counts together
 * (decisions 0071, 0095): three accepted messages an hour, and thirty posts of any kind an hour,
 * so a flood of refused ones is bounded too without a typo using up a student's three.
 */
export const CONTACT_LIMITS = {
  accepted: { max: 3, windowMs: 60 * 60_000 },
  posts: { max: 30, windowMs: 60 * 60_000 },
} as const;

/** What the form sent, each field a string of at most 6,000 characters. */
export function readContactFields(form: FormData): Record<string, string> {
  return Object.fromEntries(
    CONTACT_FIELDS.map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value.slice(0, 6000) : ""];
    }),
  );
}

/**
 * A message from /contact-us from the client `client` (its address bucket): checked, limited,
 * stored with its mail; what the form shows next.
 */
export async function acceptContactMessage(
  db: Database,
  client: string,
  values: Record<string, string>,
  locale: Locale,
  desk: SupportDesk,
): Promise<ContactState> {
  const limited: ContactState = { status: "rate-limited", values, problems: {} };
  const acceptedKey = `contact:${client}`;
  try {
    if (!(await takeRequest(db, `contact-posts:${client}`, CONTACT_LIMITS.posts)).allowed)
      return limited;
    const parsed = contactInput.safeParse(values);
    if (!parsed.success) {
      const problems: Record<string, string> = {};
      for (const issue of parsed.error.issues) problems[String(issue.path[0])] ??= issue.message;
      return { status: "invalid", values, problems };
    }
    if (!(await takeRequest(db, acceptedKey, CONTACT_LIMITS.accepted)).allowed) return limited;
    try {
      await storeContactMessage(db, parsed.data, locale, desk);
    } catch (error) {
      // Not stored: it does not count against the three.
      await releaseRequest(db, acceptedKey);
      throw error;
    }
    return { status: "sent", values: {}, problems: {} };
  } catch (error) {
    log("error", "contact.store_failed", { error });
    return { status: "error", values, problems: {} };
  }
}
