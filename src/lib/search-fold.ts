/**
 * One spelling for the letters Urdu is typed with (decision 0055). Phones and keyboards write
 * the same word with Arabic or Urdu code points (ي/ی, ك/ک, ه/ہ), with or without diacritics,
 * and with Arabic-Indic digits. Both the stored text (the database's search_fold(), migration
 * 0009) and the typed query go through this same folding, so either spelling finds the other.
 * The table and the marks are the contract with that SQL function; an integration test
 * compares the two.
 */

/** Characters replaced by another: [from, to], each exactly one code point. */
export const FOLDED_LETTERS: readonly (readonly [string, string])[] = [
  // Yeh: Arabic yeh, alef maksura, yeh with hamza, Pashto yeh -> Farsi/Urdu yeh (U+06CC).
  ["\u064A", "\u06CC"],
  ["\u0649", "\u06CC"],
  ["\u0626", "\u06CC"],
  ["\u06D0", "\u06CC"],
  // Kaf: Arabic kaf -> keheh (U+06A9).
  ["\u0643", "\u06A9"],
  // Heh: Arabic heh, do-chashmi heh, ae, heh with yeh/hamza, teh marbuta -> heh goal (U+06C1).
  ["\u0647", "\u06C1"],
  ["\u06BE", "\u06C1"],
  ["\u06D5", "\u06C1"],
  ["\u06C2", "\u06C1"],
  ["\u06C0", "\u06C1"],
  ["\u0629", "\u06C1"],
  ["\u06C3", "\u06C1"],
  // Alef with madda or hamza, wasla -> alef; waw with hamza -> waw; yeh barree with hamza.
  ["\u0622", "\u0627"],
  ["\u0623", "\u0627"],
  ["\u0625", "\u0627"],
  ["\u0671", "\u0627"],
  ["\u0624", "\u0648"],
  ["\u06D3", "\u06D2"],
  // Noon ghunna -> noon: Arabic keyboards have no ں, so نویں is often typed نوین.
  ["\u06BA", "\u0646"],
  // Arabic-Indic and Urdu digits -> ASCII digits.
  ...Array.from({ length: 10 }, (_, d) => [String.fromCharCode(0x0660 + d), String(d)] as const),
  ...Array.from({ length: 10 }, (_, d) => [String.fromCharCode(0x06f0 + d), String(d)] as const),
  // Punctuation that a database's word parser may read as a letter (in the C locale every
  // non-ASCII character is one): Arabic comma, semicolon, question mark, full stop, percent
  // and separators, joiners, no-break space, guillemets, curly quotes and dashes -> space.
  ...["\u060C", "\u061B", "\u061F", "\u06D4", "\u066A", "\u066B", "\u066C", "\u066D"].map(
    (char) => [char, " "] as const,
  ),
  ...["\u200C", "\u200D", "\u00A0", "\u00AB", "\u00BB", "\u201C", "\u201D", "\u2013", "\u2014"].map(
    (char) => [char, " "] as const,
  ),
  // Curly apostrophes -> the ASCII one, which both sides already treat alike.
  ["\u2018", "'"],
  ["\u2019", "'"],
];

/**
 * Removed: Arabic diacritics (harakat, hamza above and below, superscript alef), Quranic marks
 * and the tatweel (kashida) that stretches a joined letter. A regular-expression class that
 * JavaScript and PostgreSQL read alike.
 */
export const REMOVED_MARKS = "[\\u064B-\\u065F\\u0670\\u06D6-\\u06ED\\u0640]";

const letterMap = new Map(FOLDED_LETTERS.map(([from, to]) => [from, to]));
const marks = new RegExp(REMOVED_MARKS, "gu");

/** The text with its marks removed and its letter variants folded (see above). */
export function foldSearchText(text: string): string {
  let folded = "";
  for (const char of text.replace(marks, "")) folded += letterMap.get(char) ?? char;
  return folded;
}
