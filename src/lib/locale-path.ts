import { DEFAULT_LOCALE, LOCALES, URDU_PREFIX, localeOfPath, withoutLocale } from "./locales.mjs";

export type Locale = (typeof LOCALES)[number];
export { DEFAULT_LOCALE, LOCALES, localeOfPath, withoutLocale };

/** The other language: what the language switch offers. */
export function otherLocale(locale: Locale): Locale {
  return locale === "ur" ? "en" : "ur";
}

/** Narrows a string (next-intl's `getLocale()`) to a locale of the site; English when unknown. */
export function asLocale(value: string | undefined): Locale {
  return value === "ur" ? "ur" : DEFAULT_LOCALE;
}

/**
 * A link to a page of this site in a language: "/latest" is "/ur/latest" in Urdu (decision 0040).
 * Hrefs in code and content stay language-free; whatever writes the <a> puts them in the page's
 * language. Idempotent; anything that is not a path on this site ("//host", "https:", "mailto:",
 * "#top", "?q=") is returned as it is.
 */
export function localePath(href: string, locale: Locale): string {
  if (!href.startsWith("/") || href.startsWith("//") || href.startsWith("/\\")) return href;
  const bare = withoutLocale(href);
  if (locale === DEFAULT_LOCALE) return bare;
  if (bare === "/") return URDU_PREFIX;
  if (bare.startsWith("/?") || bare.startsWith("/#")) return `${URDU_PREFIX}${bare.slice(1)}`;
  return `${URDU_PREFIX}${bare}`;
}
