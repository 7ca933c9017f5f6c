import type { Locale } from "./locale-path";

// Readers are in Pakistan, so a post's date is the calendar day in Karachi, not on the server.
const TIME_ZONE = "Asia/Karachi";

// English pages keep today's "22 Nov 2026"; Urdu pages read "22 نومبر، 2026" (ur-PK).
const postedOnFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: TIME_ZONE,
  }),
  ur: new Intl.DateTimeFormat("ur-PK", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: TIME_ZONE,
  }),
};

const isoDayFormat = new Intl.DateTimeFormat("en-GB", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: TIME_ZONE,
});

function isValidDate(date: Date): boolean {
  return !Number.isNaN(date.getTime());
}

/** "22 Nov 2026" (English), "22 نومبر، 2026" (Urdu); an invalid date gives "" so one bad row
 * cannot break a page. Formatted on the server only, so browsers' ICU data never differs. */
export function formatPostedOn(date: Date, locale: Locale = "en"): string {
  if (!isValidDate(date)) return "";
  const text = postedOnFormats[locale].format(date);
  // Newer ICU data writes "Sept"; one spelling keeps server and browser output identical.
  return locale === "en" ? text.replace("Sept", "Sep") : text;
}

/** "2026-11-22" for `<time dateTime>`, the same Karachi day that formatPostedOn shows. */
export function toIsoDate(date: Date): string {
  if (!isValidDate(date)) return "";
  const parts = isoDayFormat.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}
