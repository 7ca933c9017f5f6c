import { localeOfPath, localePath } from "@/lib/locale-path";
import { composeMail, mailWords, type Locale } from "./compose";
import type { OutgoingMail } from "./queue";

// No `import "server-only"`: Better Auth's configuration (auth.ts) builds these mails.

/** How long a reset link works, in minutes (Better Auth's resetPasswordTokenExpiresIn). */
export const RESET_LINK_MINUTES = 30;
/** How long an address confirmation link works, in hours. */
export const VERIFY_LINK_HOURS = 48;

/**
 * The language of a link the form handed Better Auth (its redirectTo or callbackURL): the page's
 * language, so the mail speaks the language of the page the student asked from.
 */
export function localeOfLink(link: string | null | undefined, siteUrl: string): Locale {
  if (!link) return "en";
  try {
    const url = new URL(link, siteUrl);
    return localeOfPath(url.pathname) === "ur" ? "ur" : "en";
  } catch {
    return "en";
  }
}

/** A page of this site as an absolute link in a language. */
export function siteLink(siteUrl: string, path: string, locale: Locale): string {
  return new URL(localePath(path, locale), siteUrl).toString();
}

export function resetPasswordMail(input: {
  to: string;
  token: string;
  locale: Locale;
  siteUrl: string;
}): OutgoingMail {
  const { to, token, locale, siteUrl } = input;
  const t = mailWords(locale);
  const url = siteLink(siteUrl, `/reset-password?${new URLSearchParams({ token })}`, locale);
  const minutes = RESET_LINK_MINUTES;
  const mail = composeMail(locale, {
    subject: t("resetSubject"),
    paragraphs: [t("resetBody", { minutes }), t("resetIgnore")],
    action: { label: t("resetAction"), url },
  });
  return { to, locale, kind: "password-reset", ...mail };
}

export function verifyEmailMail(input: {
  to: string;
  name: string;
  url: string;
  locale: Locale;
}): OutgoingMail {
  const { to, name, url, locale } = input;
  const t = mailWords(locale);
  const mail = composeMail(locale, {
    subject: t("verifySubject"),
    paragraphs: [t("verifyBody", { name }), t("verifyIgnore")],
    action: { label: t("verifyAction"), url },
  });
  return { to, locale, kind: "verify-email", ...mail };
}
