import "server-only";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { cache } from "react";
import { log } from "@/server/log";
import { getAuth } from "./auth";

export type CurrentUser = { id: string; name: string };

/**
 * The signed-in student of a request with these headers, or null. Route handlers pass their
 * request's headers; pages and actions use getCurrentUser.
 */
export async function userFromHeaders(requestHeaders: Headers): Promise<CurrentUser | null> {
  try {
    const auth = await getAuth();
    const session = await auth.api.getSession({ headers: requestHeaders });
    return session ? { id: session.user.id, name: session.user.name } : null;
  } catch (error) {
    // A session that cannot be read is treated as signed out, never as an error page.
    log("error", "auth.session_read_failed", { error });
    return null;
  }
}

/** The signed-in student for this request, or null. Cached per request. */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  // Before the read: during `next build` headers() throws to mark the page dynamic, and Next
  // must see that error.
  return userFromHeaders(await headers());
});

export type RequiredUser = { ok: true; user: CurrentUser } | { ok: false; message: string };

/**
 * For server actions that need a student: the user, or the message to show when nobody is
 * signed in (the action returns it instead of writing anything). An action may pass its own
 * message, e.g. the rating's "Please log in to rate this lecture."
 */
export async function requireUser(message?: string): Promise<RequiredUser> {
  const user = await getCurrentUser();
  if (user) return { ok: true, user };
  return { ok: false, message: message ?? (await getTranslations("Auth"))("signInRequired") };
}
