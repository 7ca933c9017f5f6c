"use client";

import { buttonClass } from "@/components/ui/button-styles";
import { ExternalLink } from "@/components/ui/icons";
import type { RatingSummary } from "@/server/lectures/queries";
import { LectureRating, type LectureRatingProps } from "./lecture-rating";
import type { ViewerLecture, ViewerText } from "./lecture-viewer";

/** After unlocking: 'Content Unlocked!', the quiz and notes links that exist, and the rating. */
export function UnlockedContent({
  lecture,
  text,
  rating,
  onSaved,
}: {
  lecture: ViewerLecture;
  text: ViewerText;
  rating: Omit<LectureRatingProps, "onSaved">;
  onSaved: (summary: RatingSummary) => void;
}) {
  const links = [
    { href: lecture.quickQuizUrl, label: text.quickQuiz },
    { href: lecture.lectureNotesUrl, label: text.lectureNotes },
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
            </li>
          ))}
        </ul>
      )}
      <LectureRating {...rating} onSaved={onSaved} />
    </div>
  );
}
