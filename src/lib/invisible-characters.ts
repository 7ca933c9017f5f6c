/*
 * Characters that draw nothing yet change the text around them: controls, format characters (bidi
 * overrides and isolates, direction marks, zero-width spaces, the BOM), lone surrogates, line and
 * paragraph separators. A name holding them could reverse or hide what follows it, such as the
 * address shown beside it (decision 0050). The zero-width joiner and non-joiner are not among
 * them: Urdu spelling and emoji need both.
 */
const INVISIBLE = "(?![\\u200C\\u200D])[\\p{Cc}\\p{Cf}\\p{Cs}\\p{Zl}\\p{Zp}]";

const ANY_INVISIBLE = new RegExp(INVISIBLE, "u");
const EVERY_INVISIBLE = new RegExp(INVISIBLE, "gu");

export function hasInvisibleCharacters(text: string): boolean {
  return ANY_INVISIBLE.test(text);
}

/** The text without them: for names that cannot be refused (Google's, or stored before the rule). */
export function removeInvisibleCharacters(text: string): string {
  return text.replace(EVERY_INVISIBLE, "");
}

/** Runs of spaces of any kind (no-break spaces too) as one ordinary space. */
export function collapseSpaces(text: string): string {
  return text.replace(/\p{Zs}+/gu, " ");
}
