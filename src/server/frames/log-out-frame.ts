import "server-only";
import { callAuthEndpoint } from "@/server/auth/endpoint";
import { asLocale, localePath } from "@/lib/locale-path";
import { log } from "@/server/log";

/**
 * POST /api/me/frame/log-out: the account frame's Log out, for a browser without JavaScript. It
 * ends the session as the header's Log out does (Better Auth's sign-out, whose cookies the answer
 * carries) and sends the whole window home, in the page's language.
 */
export async function answerLogOutFrame(request: Request): Promise<Response> {
  let locale = asLocale(undefined);
  try {
    const form = await request.formData();
    const lang = form.get("lang");
    locale = asLocale(typeof lang === "string" ? lang : undefined);
  } catch {
    // Not a form: log out all the same, in English.
  }
  try {
    const result = await callAuthEndpoint("/sign-out", {});
    if (!result.ok)
      log("info", "auth.logout_refused", { status: result.status, code: result.code });
  } catch (error) {
    log("error", "auth.logout_error", { error });
  }
  return new Response(null, { status: 303, headers: { Location: localePath("/", locale) } });
}
