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

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
// Karachi keeps UTC+5 all year (no daylight saving since 2009).
const KARACHI_OFFSET = "+05:00";

/**
 * The moment a `<input type="datetime-local">` value means in Karachi ("2026-11-23T10:30"), or
 * null when the value is not of that shape or no real date.
 */
export function fromKarachiInput(value: string): Date | null {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return null;
  const date = new Date(`${value}:00${KARACHI_OFFSET}`);
  // "2026-02-30" parses to 2 March: refuse it rather than post on another day.
  return isValidDate(date) && toKarachiInput(date).slice(0, 10) === value.slice(0, 10)
    ? date
    : null;
}

const inputFormat = new Intl.DateTimeFormat("en-GB", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: TIME_ZONE,
});

/** A date as a `datetime-local` value in Karachi ("2026-11-23T10:30"); "" for an invalid one. */
export function toKarachiInput(date: Date): string {
  if (!isValidDate(date)) return "";
  const parts = inputFormat.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
}
