import "server-only";
import { getEnv } from "@/env";
import { SIGNED_OUT, personalScope, type PersonalData } from "@/lib/personal";
import {
  SIGNED_IN_HINT_COOKIE,
  SIGNED_IN_HINT_MAX_AGE,
  hasSignedInHint,
} from "@/lib/signed-in-hint";
import { isStaff } from "@/server/auth/roles";
import { userFromHeaders } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { readOrFallback } from "@/server/safe-read";
import { personalParts } from "./queries";

const MAX_PAGE_LENGTH = 2048;

function hintCookie(signedIn: boolean): string {
  const secure = getEnv().siteUrl.startsWith("https://") ? "; Secure" : "";
  const value = signedIn ? `1; Max-Age=${SIGNED_IN_HINT_MAX_AGE}` : "; Max-Age=0";
  return `${SIGNED_IN_HINT_COOKIE}=${value}; Path=/; SameSite=Lax${secure}`;
}

/**
 * GET /api/me?page=<path and query of the page>: the signed-in student's own parts of that page
 * (decision 0029), never cached anywhere. It also keeps the signed-in hint cookie true.
 */
export async function handlePersonalRequest(request: Request): Promise<Response> {
  const page = new URL(request.url).searchParams.get("page") ?? "/";
  if (!page.startsWith("/") || page.length > MAX_PAGE_LENGTH) {
    return Response.json({ error: "invalid-page" }, { status: 400 });
  }
  const user = await userFromHeaders(request.headers);
  let body: PersonalData = SIGNED_OUT;
  if (user) {
    const parts = await readOrFallback(
      "personal parts",
      async () => personalParts(await getDb(), user.id, personalScope(page)),
      {},
    );
    body = { user: { name: user.name, workspace: isStaff(user.role) }, ...parts };
  }
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  const hinted = hasSignedInHint(request.headers.get("cookie") ?? "");
  if (user || hinted) headers.append("Set-Cookie", hintCookie(user !== null));
  return Response.json(body, { headers });
}
