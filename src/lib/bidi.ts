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

// Letters of the scripts written right to left (Urdu, Arabic, Persian, Hebrew, Syriac, Thaana, N'Ko).
const RIGHT_TO_LEFT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/**
 * The direction of stored text, as `dir="auto"` finds it (its first letter), decided on the
 * server so the stylesheet can give English inside an Urdu page its own face and line height
 * (`[dir="ltr"]`; decision 0042); "auto" when it has no letter.
 */
export function contentDir(text: string): "ltr" | "rtl" | "auto" {
  const letter = /\p{L}/u.exec(text)?.[0];
  if (letter === undefined) return "auto";
  return RIGHT_TO_LEFT.test(letter) ? "rtl" : "ltr";
}
