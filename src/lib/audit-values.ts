import type { Locale } from "./locale-path";

// The audit log's values as people read them: dates in Pakistan time like the entries' own times,
// a bulk upload's counts in words, long values cut.

const MAX_VALUE = 200;

/** Fields stored as moments (ISO text in the entry's JSON). */
const MOMENTS = new Set(["postedAt", "createdAt", "updatedAt"]);

const karachiTimes: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Karachi",
  }),
  ur: new Intl.DateTimeFormat("ur-PK", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Karachi",
  }),
};

/** "24 Nov 2026, 15:30" in Karachi, in the page's language. */
export function karachiTime(date: Date, locale: Locale): string {
  return karachiTimes[locale].format(date);
}

export type ImportCounts = { new: number; changed: number; unchanged: number };

function isImportCounts(value: unknown): value is ImportCounts {
  if (typeof value !== "object" || value === null) return false;
  const counts = value as Record<string, unknown>;
  return ["new", "changed", "unchanged"].every((key) => typeof counts[key] === "number");
}

/** A stored value as text: "—" for none, moments in Karachi time, counts in words, JSON else. */
export function auditValueText(
  field: string,
  value: unknown,
  locale: Locale,
  countsText: (counts: ImportCounts) => string,
): string {
  if (value === undefined || value === null) return "—";
  if (MOMENTS.has(field) && typeof value === "string") {
    const moment = new Date(value);
    if (!Number.isNaN(moment.getTime())) return karachiTime(moment, locale);
  }
  if (isImportCounts(value)) return countsText(value);
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text;
}
