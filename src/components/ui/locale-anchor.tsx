import type { AnchorHTMLAttributes } from "react";
import { type Locale, localePath } from "@/lib/locale-path";

/** Marks a plain <a> that ClientNavigation follows in place, like Next's <Link>. */
export const CLIENT_NAV_ATTRIBUTE = "data-client-nav";

export type LocaleAnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * What `Link` (client components) renders once it knows the page's language, and what server
 * components render with the language they were given: a plain <a> whose path is in that
 * language (decision 0040), followed in place by ClientNavigation once the scripts run and an
 * ordinary link before (decision 0010). Server components pass the language down rather than
 * wait for it here: a component that waits is sent as a row of the page's data of its own (0110).
 */
export function LocaleAnchor({ href, locale, ...props }: LocaleAnchorProps & { locale: Locale }) {
  return <a {...props} href={localePath(href, locale)} {...{ [CLIENT_NAV_ATTRIBUTE]: "" }} />;
}
