import type { RatingSummary } from "@/server/lectures/queries";

/** One sentence per possible summary, formatted on the server (player-text.ts). */
export type SummaryTemplate = { none: string; one: string; other: string };

/** "4.5 out of 5 from 2 ratings": on the server first, again after a rating is saved. */
export function summaryText(template: SummaryTemplate, summary: RatingSummary): string {
  if (summary.count === 0 || summary.average === null) return template.none;
  const text = summary.count === 1 ? template.one : template.other;
  return text
    .replace("{average}", summary.average.toFixed(1))
    .replace("{count}", String(summary.count));
}
