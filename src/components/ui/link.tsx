"use client";

import NextLink from "next/link";
import { usePathname } from "next/navigation";
import type { ComponentProps } from "react";
import { localeOfPath, localePath } from "@/lib/locale-path";

type LinkProps = Omit<ComponentProps<typeof NextLink>, "href"> & { href: string };

/**
 * The portal's link: Next.js's <Link> (client-side navigation) without prefetching (decision 0010).
 * Every page renders on request, so a prefetch brings only the shared shell, yet it costs a phone
 * one request per link on screen and main-thread time while the page is still starting.
 * A path of this site stays in the page's language: "/latest" on an Urdu page is "/ur/latest"
 * (decision 0040), so hrefs in code and content are written once, without a language.
 */
export function Link({ href, ...props }: LinkProps) {
  const locale = localeOfPath(usePathname());
  return <NextLink prefetch={false} href={localePath(href, locale)} {...props} />;
}
