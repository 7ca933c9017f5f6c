"use client";

import { useCallback } from "react";
import { buttonClass } from "@/components/ui/button-styles";
import { ExternalLink } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import type { LectureLinks } from "@/lib/personal";
import type { RatingSummary } from "@/server/lectures/queries";
import { LectureRating, type LectureRatingProps } from "./lecture-rating";
import type { ViewerText } from "./lecture-viewer";
import { summaryText } from "./rating-summary";

// Fetched together, when the student can unlock (use-unlocked-content.ts).
export { UnlockButton } from "./unlock-button";

/**
 * After the server counted the unlock (fetched with the rating by use-unlocked-content.ts): 'Content Unlocked!', the quiz and notes links it sent
 * (those that exist), and the rating.
 */
export function UnlockedContent({
  links: given,
  text,
  rating,
  onSaved,
}: {
  links: LectureLinks;
  text: ViewerText;
  rating: Omit<LectureRatingProps, "onSaved">;
  /** The summary sentence once a rating is saved. */
  onSaved: (summary: string) => void;
}) {
  const { summaryTemplate } = text;
  // Stable: the rating's effect sends a star kept through sign-in (lecture-rating.tsx).
  const saved = useCallback(
    (summary: RatingSummary) => onSaved(summaryText(summaryTemplate, summary)),
    [onSaved, summaryTemplate],
  );
  const links = [
    { href: given.quickQuizUrl, label: text.quickQuiz },
    { href: given.lectureNotesUrl, label: text.lectureNotes },
  ].filter((link): link is { href: string; label: string } => link.href !== null);
  return (
    <div className="flex flex-col gap-4 pe-16">
      <p role="status" className="text-brand-700 font-semibold">
        {text.unlocked}
      </p>
      {links.length > 0 && (
        <ul className="flex flex-wrap gap-3">
          {links.map((link) => (
            <li key={link.label}>
              {link.href.startsWith("/") ? (
                // A quiz of Parhai's own opens here, in the page's language (decision 0080).
                <Link href={link.href} className={buttonClass("outline", "sm")}>
                  {link.label}
                </Link>
              ) : (
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClass("outline", "sm")}
                >
                  {link.label}
                  <ExternalLink className="size-4 rtl:-scale-x-100" aria-hidden="true" />
                  <span className="sr-only">{text.opensInNewTab}</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="min-h-40">
        <LectureRating {...rating} onSaved={saved} />
      </div>
    </div>
  );
}
