// Readers are in Pakistan, so a post's date is the calendar day in Karachi, not on the server.
const TIME_ZONE = "Asia/Karachi";

const postedOnFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: TIME_ZONE,
});

const isoDayFormat = new Intl.DateTimeFormat("en-GB", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: TIME_ZONE,
});

function isValidDate(date: Date): boolean {
  return !Number.isNaN(date.getTime());
}

/** "22 Nov 2026"; an invalid date gives "" so one bad row cannot break a page. */
export function formatPostedOn(date: Date): string {
  if (!isValidDate(date)) return "";
  // Newer ICU data writes "Sept"; one spelling keeps server and browser output identical.
  return postedOnFormat.format(date).replace("Sept", "Sep");
}

/** "2026-11-22" for `<time dateTime>`, the same Karachi day that formatPostedOn shows. */
export function toIsoDate(date: Date): string {
  if (!isValidDate(date)) return "";
  const parts = isoDayFormat.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}
