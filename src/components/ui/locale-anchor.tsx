import type { AnchorHTMLAttributes } from "react";
import { CLIENT_NAV_ATTRIBUTE } from "@/components/layout/menu-links";
import { type Locale, localePath } from "@/lib/locale-path";

export type LocaleAnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * What `Link` (client components) and `PlainLink` (server components) render once they know the
 * page's language: a plain <a> whose path is in that language (decision 0040), followed in place
 * by ClientNavigation once the scripts run and an ordinary link before (decision 0010).
 */
export function LocaleAnchor({ href, locale, ...props }: LocaleAnchorProps & { locale: Locale }) {
  return <a {...props} href={localePath(href, locale)} {...{ [CLIENT_NAV_ATTRIBUTE]: "" }} />;
}
