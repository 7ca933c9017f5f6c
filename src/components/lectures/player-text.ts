import "server-only";
import { getTranslations } from "next-intl/server";
import type { RatingText } from "./lecture-rating";
import type { ViewerText } from "./lecture-viewer";

const STAR_VALUES = [1, 2, 3, 4, 5] as const;

/** Every string the player's client leaf shows, formatted here so no catalogue ships to the browser. */
export async function playerText(lectureTitle: string): Promise<{
  viewer: ViewerText;
  rating: RatingText;
  noScript: { needsScript: string; linksFrameTitle: string };
}> {
  const t = await getTranslations("Lectures");
  return {
    viewer: {
      videoLabel: t("videoLabel", { name: lectureTitle }),
      video: {
        play: t("playVideo", { name: lectureTitle }),
        loadFailed: t("videoLoadFailed"),
        offline: t("videoOffline"),
        playAgain: t("videoPlayAgain"),
      },
      progressLabel: t("progressLabel"),
      watchToUnlock: t("watchToUnlock"),
      unlock: t("unlock"),
      // Filled in on the phone as the student watches: see lockedControl.
      stillToWatch: t.raw("unlockStillToWatch") as string,
      unlocking: t("unlocking"),
      // Filled in with the server's count: see lockedControl.
      unlockRefused: t.raw("unlockRefused") as string,
      unlockFailed: t("unlockFailed"),
      unlocked: t("unlocked"),
      quickQuiz: t("quickQuiz"),
      lectureNotes: t("lectureNotes"),
      opensInNewTab: t("opensInNewTab"),
      resume: {
        resumeFrom: t.raw("resumeFrom") as string,
        startOver: t("startOver"),
        label: t("resumeLabel"),
      },
      summaryTemplate: {
        none: t("ratingsNone"),
        one: t.raw("ratingsOne") as string,
        other: t.raw("ratingsOther") as string,
      },
    },
    noScript: { needsScript: t("needsScript"), linksFrameTitle: t("linksFrameTitle") },
    rating: {
      heading: t("ratingHeading"),
      starLabels: STAR_VALUES.map((rating) => t("rateStar", { rating })),
      youRated: STAR_VALUES.map((rating) => t("youRated", { rating })),
      clickToRate: t("clickToRate"),
      loginToRate: t("loginToRate"),
      loginLink: t("loginLink"),
      keptForLogin: t("ratingKeptForLogin"),
      saving: t("ratingSaving"),
      saved: t("ratingSaved"),
      errors: {
        "invalid-rating": t("ratingInvalid"),
        "lecture-not-found": t("ratingLectureMissing"),
        "save-failed": t("ratingFailed"),
      },
    },
  };
}
