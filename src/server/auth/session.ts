import "server-only";
import { RENDER_ID_HEADER, noteSessionRead } from "@front/contract.mjs";
import { headers } from "next/headers";
import { cache } from "react";
import { log } from "@/server/log";
import { getAuth } from "./auth";

/** The signed-in account: its role decides whether the header offers the workspace. */
export type CurrentUser = { id: string; name: string; role: string };

/**
 * The signed-in student of a request with these headers, or null. Route handlers pass their
 * request's headers; pages and actions use getCurrentUser.
 */
export async function userFromHeaders(requestHeaders: Headers): Promise<CurrentUser | null> {
  try {
    const auth = await getAuth();
    const session = await auth.api.getSession({ headers: requestHeaders });
    return session
      ? { id: session.user.id, name: session.user.name, role: session.user.role ?? "student" }
      : null;
  } catch (error) {
    // A session that cannot be read is treated as signed out, never as an error page.
    log("error", "auth.session_read_failed", { error });
    return null;
  }
}

/**
 * The signed-in student for this request, or null. Cached per request. A render that finds one is
 * reported to the front layer, which then keeps no copy of the page (issue 21): whatever spelling
 * of the cookie got the session here, a signed-in page is never served to anyone else.
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  // Before the read: during `next build` headers() throws to mark the page dynamic, and Next
  // must see that error.
  const requestHeaders = await headers();
  const user = await userFromHeaders(requestHeaders);
  if (user) noteSessionRead(requestHeaders.get(RENDER_ID_HEADER));
  return user;
});
