import { composeMail, mailWords, type Locale } from "@/server/mail/compose";
import { siteLink } from "@/server/mail/account-mails";
import type { OutgoingMail } from "@/server/mail/queue";

// No `import "server-only"`: the mail worker builds issue mails. Decisions 0068 and 0069.

/** How long a confirmation link works. */
export const CONFIRM_LINK_DAYS = 7;

export function confirmSubscriptionMail(input: {
  to: string;
  token: string;
  locale: Locale;
  siteUrl: string;
}): OutgoingMail {
  const { to, token, locale, siteUrl } = input;
  const t = mailWords(locale);
  const url = siteLink(siteUrl, `/newsletter/confirm?${new URLSearchParams({ token })}`, locale);
  const mail = composeMail(locale, {
    subject: t("newsletterConfirmSubject"),
    paragraphs: [t("newsletterConfirmBody", { days: CONFIRM_LINK_DAYS }), t("newsletterIgnore")],
    action: { label: t("newsletterConfirmAction"), url },
  });
  return { to, locale, kind: "newsletter-confirm", ...mail };
}

export type IssueContent = { locale: Locale; subject: string; body: string; links: string[] };

/** An issue's text as paragraphs: blank lines part them. */
export function issueParagraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

/**
 * An issue's mail to one subscriber, with its own unsubscribe link: in the small print, and in the
 * List-Unsubscribe headers a mail client's own button uses (RFC 8058: one POST, no page).
 */
export function issueMail(input: {
  to: string;
  issue: IssueContent;
  unsubscribeToken: string;
  siteUrl: string;
}): OutgoingMail {
  const { to, issue, unsubscribeToken, siteUrl } = input;
  const { locale } = issue;
  const t = mailWords(locale);
  const query = new URLSearchParams({ token: unsubscribeToken });
  const page = siteLink(siteUrl, `/newsletter/unsubscribe?${query}`, locale);
  const oneClick = new URL(`/api/newsletter/unsubscribe?${query}`, siteUrl).toString();
  const mail = composeMail(locale, {
    subject: issue.subject,
    paragraphs: issueParagraphs(issue.body),
    links: issue.links.map((path) => siteLink(siteUrl, path, locale)),
    footer: [t("newsletterWhy")],
    footerLink: { label: t("newsletterUnsubscribe"), url: page },
  });
  return {
    to,
    locale,
    kind: "newsletter",
    ...mail,
    headers: {
      "List-Unsubscribe": `<${oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
