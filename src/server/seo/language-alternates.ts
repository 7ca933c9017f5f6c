import type { Metadata } from "next";
import { type Locale, localePath, withoutLocale } from "@/lib/locale-path";
import { absoluteUrl } from "./site-url";

/**
 * The canonical URL of a page in its language and its hreflang links to both languages (English
 * is also the default), absolute on SITE_URL: never built from the request's Host, since a kept
 * page is served to everyone (decision 0040).
 */
export function languageAlternates(
  path: string,
  locale: Locale,
): NonNullable<Metadata["alternates"]> {
  const bare = withoutLocale(path);
  const english = absoluteUrl(bare);
  return {
    canonical: absoluteUrl(localePath(bare, locale)),
    languages: { en: english, ur: absoluteUrl(localePath(bare, "ur")), "x-default": english },
  };
}
