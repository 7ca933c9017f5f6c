"use client";

import type { ReactNode } from "react";
import { LocaleAnchor } from "@/components/ui/locale-anchor";
import { type CoachingCategorySlug, coachingHref } from "@/content/navigation/coaching-href";
import type { Locale } from "@/lib/locale-path";

/**
 * A resource category every panel shows: its page, title and icon. The icon comes drawn by the
 * server: imported here, the five would join the icons every page's scripts carry.
 */
export type PanelCard = { category: CoachingCategorySlug; title: string; icon: ReactNode };

/** One class's panel: its slug, heading, the screen reader's prefix, and the cards' count texts. */
export type PanelTexts = readonly [slug: string, heading: string, prefix: string, counts: string[]];

/**
 * The class panels from their words alone: a client component, so the page's data carries the
 * words (which the HTML already has, and compress to almost nothing the second time) and not the
 * 45 cards' trees (decision 0110). Hydrating it builds the elements the server drew; no state.
 */
export function ResourcePanelGrid({
  locale,
  cards,
  panels,
}: {
  locale: Locale;
  cards: readonly PanelCard[];
  /** Each panel's count texts are in `cards` order. */
  panels: readonly PanelTexts[];
}) {
  return (
    <div className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {panels.map(([slug, heading, prefix, counts]) => (
        <section
          key={slug}
          aria-labelledby={`home-class-${slug}`}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <h2 id={`home-class-${slug}`} className="text-brand-800 text-lg font-semibold">
            {heading}
          </h2>
          {/* Lectures & Quizzes, the part that works today, gets the full row on phones. The
              cards' look is the resource-card classes (globals.css): 45 cards, styled once. */}
          <ul className="mt-3 grid grid-cols-2 gap-2 *:first:col-span-2 md:grid-cols-1 md:*:first:col-span-1">
            {cards.map((card, index) => (
              <li key={card.category}>
                <LocaleAnchor
                  href={coachingHref(card.category, slug)}
                  locale={locale}
                  className="resource-card"
                >
                  <span className="resource-card-icon">{card.icon}</span>
                  <span className="min-w-0">
                    <span className="sr-only">{prefix} </span>
                    <span className="resource-card-title">{card.title}</span>
                    <span className="resource-card-count">{counts[index]}</span>
                  </span>
                </LocaleAnchor>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
