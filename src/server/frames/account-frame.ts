import "server-only";
import { getTranslations } from "next-intl/server";
import { withNext } from "@/components/auth/with-next";
import { localePath } from "@/lib/locale-path";
import { LOG_OUT_FRAME } from "@/lib/no-script-frames";
import { userFromHeaders } from "@/server/auth/session";
import { frameDocument, frameResponse, html } from "./frame-document";
import { readAccountQuery } from "./frame-input";

/**
 * GET /api/me/frame/account?variant=&lang=&page=: the header's account corner for a browser
 * without JavaScript (decision 0030). Signed in: the name and Log out, which posts to the top
 * window; signed out: Login and Register, back to the page.
 */
export async function answerAccountFrame(request: Request): Promise<Response> {
  const parsed = readAccountQuery(request);
  if (!parsed.success) return frameResponse("", 400);
  const { variant, lang: locale, page } = parsed.data;
  const [t, tNav, user] = await Promise.all([
    getTranslations({ locale, namespace: "Auth" }),
    getTranslations({ locale, namespace: "nav.topBar" }),
    userFromHeaders(request.headers),
  ]);
  const link = (href: string) => html(localePath(href, locale));
  const body = user
    ? `<p class="name" title="${html(user.name)}"><span class="sr">${html(t("signedInAs"))} </span>` +
      `<bdi>${html(user.name)}</bdi></p>` +
      `<form method="post" action="${LOG_OUT_FRAME}" target="_top">` +
      `<input type="hidden" name="lang" value="${locale}">` +
      `<button type="submit">${html(t("logout"))}</button></form>`
    : `<a href="${link(withNext("/login", page))}" target="_top">${html(tNav("login"))}</a>` +
      `<a class="fill" href="${link(withNext("/register", page))}" target="_top">` +
      `${html(tNav("register"))}</a>`;
  return frameResponse(frameDocument(locale, variant, t("accountLabel"), body));
}
