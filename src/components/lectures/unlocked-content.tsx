"use client";

import { useEffect, useState } from "react";
import { buttonClass } from "@/components/ui/button-styles";
import { ExternalLink } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import type { LectureLinks } from "@/lib/personal";
import type { RatingSummary } from "@/server/lectures/queries";
import type * as RatingModule from "./lecture-rating";
import type { LectureRatingProps } from "./lecture-rating";
import type { ViewerText } from "./lecture-viewer";

/**
 * The rating's code (its stars, the server action and its messages) is fetched when a lecture
 * unlocks, not with every player page: most views never get that far (decision 0046). Its box
 * keeps its height meanwhile so nothing below it moves. A failed fetch (offline, where a rating
 * could not be saved anyway) leaves the box empty until the next visit.
 */
function useRatingModule() {
  const [rating, setRating] = useState<typeof RatingModule | null>(null);
  useEffect(() => {
    let live = true;
    import("./lecture-rating").then(
      (module) => live && setRating(module),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return rating;
}

/**
 * After the server counted the unlock: 'Content Unlocked!', the quiz and notes links it sent
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
  onSaved: (summary: RatingSummary) => void;
}) {
  const links = [
    { href: given.quickQuizUrl, label: text.quickQuiz },
    { href: given.lectureNotesUrl, label: text.lectureNotes },
  ].filter((link): link is { href: string; label: string } => link.href !== null);
  const ratingModule = useRatingModule();
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
        {ratingModule && <ratingModule.LectureRating {...rating} onSaved={onSaved} />}
      </div>
    </div>
  );
}
