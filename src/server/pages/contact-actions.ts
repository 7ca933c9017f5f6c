"use server";

import { headers } from "next/headers";
import { getEnv } from "@/env";
import { addressBucket } from "@/lib/client-address";
import { getDb } from "@/server/db/client";
import { clientAddress } from "@/server/http/client-address";
import { getPageLocale } from "@/server/i18n/locale";
import { takeRequest } from "@/server/limits/counters";
import { log } from "@/server/log";
import { contactInput, storeContactMessage } from "./contact";
import { CONTACT_FIELDS, type ContactState } from "./contact-state";

// Three messages an hour per client address, counted in the database so every server counts
// together (decision 0071).
const LIMIT = { max: 3, windowMs: 60 * 60_000 };

async function withinLimit(): Promise<boolean> {
  const address = clientAddress(await headers());
  const key = `contact:${address ? addressBucket(address) : "unknown"}`;
  return (await takeRequest(await getDb(), key, LIMIT)).allowed;
}

/** /contact-us's form: checked on the server, limited per address, stored. */
export async function sendContactMessage(
  _previous: ContactState,
  form: FormData,
): Promise<ContactState> {
  if (!(form instanceof FormData)) return { status: "invalid", values: {}, problems: {} };
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value.slice(0, 6000) : ""];
    }),
  );
  const parsed = contactInput.safeParse(values);
  if (!parsed.success) {
    const problems: Record<string, string> = {};
    for (const issue of parsed.error.issues) problems[String(issue.path[0])] ??= issue.message;
    return { status: "invalid", values, problems };
  }
  try {
    if (!(await withinLimit())) return { status: "rate-limited", values, problems: {} };
    const { SITE_SUPPORT_EMAIL, siteUrl } = getEnv();
    const desk = { email: SITE_SUPPORT_EMAIL, siteUrl };
    await storeContactMessage(await getDb(), parsed.data, await getPageLocale(), desk);
    return { status: "sent", values: {}, problems: {} };
  } catch (error) {
    log("error", "contact.store_failed", { error });
    return { status: "error", values, problems: {} };
  }
}
