"use client";

import { usePathname } from "next/navigation";
import type { AnchorHTMLAttributes } from "react";
import { CLIENT_NAV_ATTRIBUTE } from "@/components/layout/menu-links";
import { localeOfPath, localePath } from "@/lib/locale-path";

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * The portal's link to a page of this site, for client components and for links that must follow
 * the page's language where it is rendered: a plain <a> that ClientNavigation follows in place once
 * the scripts run, and an ordinary link before (decision 0010). Next.js's <Link> did the same with
 * prefetching off, for 4 KB of JavaScript on every page (decision 0046).
 * A path of this site stays in the page's language: "/latest" on an Urdu page is "/ur/latest"
 * (decision 0040), so hrefs in code and content are written once, without a language.
 */
export function Link({ href, ...props }: LinkProps) {
  const locale = localeOfPath(usePathname());
  return <a {...props} href={localePath(href, locale)} {...{ [CLIENT_NAV_ATTRIBUTE]: "" }} />;
}
