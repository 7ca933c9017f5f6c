import type { Locale } from "./locale-path";

/**
 * Stored content (a tag, a title, a search) placed inside a translated sentence or an attribute,
 * isolated with U+2068/U+2069 (first strong isolate, pop) on Urdu pages, so an English title's
 * punctuation and numbers stay with it instead of jumping across the Urdu sentence. Messages stay
 * free of markup, and English pages keep their text exactly as it was.
 */
export function isolate(text: string, locale: Locale): string {
  return locale === "ur" ? `\u2068${text}\u2069` : text;
}
