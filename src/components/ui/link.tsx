"use client";

import { usePathname } from "next/navigation";
import { localeOfPath } from "@/lib/locale-path";
import { LocaleAnchor, type LocaleAnchorProps } from "./locale-anchor";

/**
 * The portal's link to a page of this site, for client components and for links that must follow
 * the page's language where it is rendered (the language is read from the address). Next.js's
 * <Link> did the same with prefetching off, for 4 KB of JavaScript on every page (decision 0046).
 * A path of this site stays in the page's language: "/latest" on an Urdu page is "/ur/latest"
 * (decision 0040), so hrefs in code and content are written once, without a language.
 */
export function Link(props: LocaleAnchorProps) {
  return <LocaleAnchor {...props} locale={localeOfPath(usePathname())} />;
}
