"use client";

import { useEffect, useState } from "react";
import { recheckPersonal, updatePersonal } from "@/components/personal/personal-store";
import { Svg, type Icon } from "@/components/ui/icons";
import { saveLectureRating } from "@/server/lectures/actions";
import type { RatingSummary } from "@/server/lectures/queries";
import type { SaveRatingError } from "@/server/lectures/ratings";
import { keepPendingRating, takePendingRating } from "./pending-rating";

export type RatingText = {
  heading: string;
  /** "Rate n out of 5" for n = 1..5. */
  starLabels: readonly string[];
  /** "You rated: n/5" for n = 1..5. */
  youRated: readonly string[];
  clickToRate: string;
  loginToRate: string;
  loginLink: string;
  /** Said with the log-in alert: the star tapped is saved once they have logged in. */
  keptForLogin: string;
  saving: string;
  saved: string;
  errors: Record<Exclude<SaveRatingError, "signed-out">, string>;
};

export type LectureRatingProps = {
  lectureId: number;
  /** Known to be signed out: the log-in alert comes without asking the server. */
  signedOut: boolean;
  /** Known to be signed in: a star tapped before logging in is saved now. */
  signedIn: boolean;
  /** The student's earlier rating of this lecture, 0 when none (from /api/me). */
  initialRating: number;
  loginHref: string;
  text: RatingText;
  onSaved: (summary: RatingSummary) => void;
};

type Status = "idle" | "saving" | "saved" | SaveRatingError;

/**
 * 1 to 5 stars as buttons. The choice shows at once; if saving fails the student is told it was
 * not saved and the choice stays on screen so they can try again.
 */
export function LectureRating({
  lectureId,
  signedOut,
  signedIn,
  initialRating,
  loginHref,
  text,
  onSaved,
}: LectureRatingProps) {
  // The student's own choice on this view; until then the earlier rating (it may arrive late).
  const [chosen, setChosen] = useState<number | null>(null);
  const [status, setStatus] = useState<Status>("idle");
  const choice = chosen ?? initialRating;

  async function rate(value: number) {
    if (signedOut) {
      // Kept through the log-in page and back, and saved then (decision 0030).
      keepPendingRating(lectureId, value);
      setStatus("signed-out");
      return;
    }
    setChosen(value);
    setStatus("saving");
    try {
      const result = await saveLectureRating(lectureId, value);
      if (result.ok) {
        onSaved(result.summary);
        updatePersonal({ lectureId, rating: value });
      } else if (result.error === "signed-out") {
        setChosen(null);
        // The session ended elsewhere: this tab's copy of the account goes too (decision 0064).
        recheckPersonal();
      }
      setStatus(result.ok ? "saved" : result.error);
    } catch {
      // The request itself failed (offline, server down): nothing was saved.
      setStatus("save-failed");
    }
  }

  // Once the account is known, the star tapped before logging in is saved; the stars then
  // show it through the personal answer (initialRating), like a rating saved on another visit.
  useEffect(() => {
    if (!signedIn) return;
    const pending = takePendingRating(lectureId);
    if (pending === null) return;
    saveLectureRating(lectureId, pending).then(
      (result) => {
        if (!result.ok) return;
        onSaved(result.summary);
        updatePersonal({ lectureId, rating: pending });
        setStatus("saved");
      },
      () => setStatus("save-failed"),
    );
  }, [signedIn, lectureId, onSaved]);

  return (
    <section aria-labelledby="rating-heading" className="rounded-lg border border-slate-200 p-4">
      <h3 id="rating-heading" className="font-semibold">
        {text.heading}
      </h3>
      <div role="group" aria-labelledby="rating-heading" className="mt-2 flex gap-1">
        {text.starLabels.map((label, index) => {
          const value = index + 1;
          return (
            <button
              key={value}
              type="button"
              aria-label={label}
              aria-pressed={choice === value}
              onClick={() => void rate(value)}
              className="rounded p-1 text-amber-500 hover:scale-110"
            >
              <Star
                className="size-8"
                fill={value <= choice ? "currentColor" : "none"}
                aria-hidden="true"
              />
            </button>
          );
        })}
      </div>
      <p className="mt-1 text-sm font-medium text-slate-700">
        {choice > 0 ? text.youRated[choice - 1] : text.clickToRate}
      </p>
      <RatingStatus status={status} text={text} loginHref={loginHref} />
    </section>
  );
}

function RatingStatus({
  status,
  text,
  loginHref,
}: {
  status: Status;
  text: RatingText;
  loginHref: string;
}) {
  if (status === "signed-out") {
    return (
      <div role="alert" className="mt-3 rounded border border-amber-300 bg-amber-50 p-3 text-sm">
        {text.loginToRate}{" "}
        <a href={loginHref} className="text-brand-700 font-semibold underline">
          {text.loginLink}
        </a>{" "}
        {text.keptForLogin}
      </div>
    );
  }
  if (status === "idle" || status === "saving" || status === "saved") {
    const message = status === "idle" ? "" : status === "saving" ? text.saving : text.saved;
    return (
      <p role="status" className="mt-2 min-h-[1lh] text-sm text-slate-600">
        {message}
      </p>
    );
  }
  return (
    <p
      role="alert"
      className="mt-3 rounded border border-red-300 bg-red-50 p-3 text-sm text-red-800"
    >
      {text.errors[status]}
    </p>
  );
}

// Drawn here rather than in icons.tsx: it arrives with the rating's code, when a lecture unlocks.
export const Star: Icon = (props) => (
  <Svg {...props}>
    <path d="M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z" />
  </Svg>
);
