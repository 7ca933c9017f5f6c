"use server";

import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { addressBucket } from "@/lib/client-address";
import { getDb } from "@/server/db/client";
import { clientAddress } from "@/server/http/client-address";
import { takeRequest } from "@/server/limits/counters";
import { log } from "@/server/log";
import { getEnv } from "@/env";
import { mailLocale } from "@/server/mail/compose";
import { normaliseEmail, requestSubscription } from "./subscriptions";

export type NewsletterStatus = "idle" | "subscribed" | "invalid" | "rate-limited" | "error";

/**
 * `email` is what the visitor typed, given back after a failure so the field keeps it; `message`
 * is the answer in the form's language, sent with it rather than carried by every page.
 */
export type NewsletterState = { status: NewsletterStatus; email?: string; message?: string };

const MESSAGE_KEYS = {
  subscribed: "subscribed",
  invalid: "invalid",
  "rate-limited": "rateLimited",
  error: "error",
} as const;

const emailField = z.string().max(320).transform(normaliseEmail).pipe(z.email().max(254));

// Five attempts a minute per client, counted in the database so every server counts together.
const LIMIT = { max: 5, windowMs: 60_000 };

async function withinLimit(): Promise<boolean> {
  const address = clientAddress(await headers());
  const key = `newsletter:${address ? addressBucket(address) : "unknown"}`;
  return (await takeRequest(await getDb(), key, LIMIT)).allowed;
}

export async function subscribeToNewsletter(
  _previous: NewsletterState,
  form: FormData,
): Promise<NewsletterState> {
  // The arguments come from the request body and may be forged: anything but a form is refused.
  if (!(form instanceof FormData)) return { status: "invalid" };
  const answer = await subscribe(form);
  const t = await getTranslations({
    locale: mailLocale(form.get("locale")),
    namespace: "Newsletter",
  });
  return { ...answer, message: t(MESSAGE_KEYS[answer.status]) };
}

async function subscribe(
  form: FormData,
): Promise<{ status: Exclude<NewsletterStatus, "idle">; email?: string }> {
  const raw = form.get("email");
  const typed = typeof raw === "string" ? raw.slice(0, 320) : "";
  try {
    if (!(await withinLimit())) return { status: "rate-limited", email: typed };
    const parsed = emailField.safeParse(raw);
    if (!parsed.success) return { status: "invalid", email: typed };
    // The same answer whether the address was new, waiting or confirmed: the form must not tell
    // anyone who subscribes (decisions 0003 and 0068). The page's language is the mails'.
    await requestSubscription(await getDb(), {
      email: parsed.data,
      locale: mailLocale(form.get("locale")),
      siteUrl: getEnv().siteUrl,
    });
    return { status: "subscribed" };
  } catch (error) {
    log("error", "newsletter.subscribe_failed", { error });
    return { status: "error", email: typed };
  }
}
