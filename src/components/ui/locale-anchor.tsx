import type { AnchorHTMLAttributes } from "react";
import { type Locale, localePath } from "@/lib/locale-path";

/** Marks a plain <a> that ClientNavigation follows in place, like Next's <Link>. */
export const CLIENT_NAV_ATTRIBUTE = "data-client-nav";

export type LocaleAnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * What `Link` (client components) and `PlainLink` (server components) render once they know the
 * page's language: a plain <a> whose path is in that language (decision 0040), followed in place
 * by ClientNavigation once the scripts run and an ordinary link before (decision 0010).
 */
export function LocaleAnchor({ href, locale, ...props }: LocaleAnchorProps & { locale: Locale }) {
  return <a {...props} href={localePath(href, locale)} {...{ [CLIENT_NAV_ATTRIBUTE]: "" }} />;
}
