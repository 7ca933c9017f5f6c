import type { AnchorHTMLAttributes } from "react";
import { CLIENT_NAV_ATTRIBUTE } from "@/components/layout/menu-links";

type PlainLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A link to a page of this site for screens with many of them (the feed's cards, tag chips and
 * filter bar): a plain <a> that costs nothing to hydrate, followed in place by ClientNavigation
 * once the scripts run, and an ordinary link before (decision 0010).
 */
export function PlainLink(props: PlainLinkProps) {
  return <a {...props} {...{ [CLIENT_NAV_ATTRIBUTE]: "" }} />;
}
