"use server";

import { headers } from "next/headers";
import { z } from "zod";
import { remember } from "@front/remember.mjs";
import { createRateLimiter } from "@/lib/rate-limit";
import { log } from "@/server/log";
import { addNewsletterSubscriber, normaliseEmail } from "./queries";

export type NewsletterStatus =
  "idle" | "subscribed" | "already-subscribed" | "invalid" | "rate-limited" | "error";

/** `email` is what the visitor typed, given back after a failure so the field keeps it. */
export type NewsletterState = { status: NewsletterStatus; email?: string };

const emailField = z.string().max(320).transform(normaliseEmail).pipe(z.email().max(254));

// Per server process; enough to stop one client from flooding the table.
const limiter = remember("newsletter-limiter", () =>
  createRateLimiter({ limit: 5, windowMs: 60_000 }),
);

/** The client address: the first X-Forwarded-For hop (set by the proxy in front of us), if any. */
async function clientKey(): Promise<string> {
  const list = await headers();
  const forwarded = list.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || list.get("x-real-ip") || "unknown";
}

export async function subscribeToNewsletter(
  _previous: NewsletterState,
  form: FormData,
): Promise<NewsletterState> {
  // The arguments come from the request body and may be forged: anything but a form is refused.
  if (!(form instanceof FormData)) return { status: "invalid" };
  const raw = form.get("email");
  const typed = typeof raw === "string" ? raw.slice(0, 320) : "";
  if (!limiter.take(await clientKey())) return { status: "rate-limited", email: typed };
  const parsed = emailField.safeParse(raw);
  if (!parsed.success) return { status: "invalid", email: typed };
  try {
    return { status: await addNewsletterSubscriber(parsed.data) };
  } catch (error) {
    log("error", "newsletter.subscribe_failed", { error });
    return { status: "error", email: typed };
  }
}
