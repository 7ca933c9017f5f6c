import { getLocale } from "next-intl/server";
import type { AnchorHTMLAttributes } from "react";
import { CLIENT_NAV_ATTRIBUTE } from "@/components/layout/menu-links";
import { asLocale, localePath } from "@/lib/locale-path";

type PlainLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A link to a page of this site for screens with many of them (the feed's cards, tag chips and
 * filter bar): a plain <a> that costs nothing to hydrate, followed in place by ClientNavigation
 * once the scripts run, and an ordinary link before (decision 0010). A server component: its
 * path is put in the page's language here (decision 0040).
 */
export async function PlainLink({ href, ...props }: PlainLinkProps) {
  const locale = asLocale(await getLocale());
  return <a {...props} href={localePath(href, locale)} {...{ [CLIENT_NAV_ATTRIBUTE]: "" }} />;
}
