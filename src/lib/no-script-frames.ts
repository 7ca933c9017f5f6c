import type { Locale } from "./locale-path";

/**
 * The small private pages a shared page frames for browsers without JavaScript (decision 0030):
 * a shared page is the same for everyone (decision 0029), so what is the student's own comes
 * from these, which read the session and are never kept. A browser with JavaScript never asks
 * for them: they sit in <noscript>. Their path is FRAME_PATH of the route manifest (src/lib/route-manifest.mjs).
 */

/** The header's account corner, in the layout of the header it sits in. */
export const ACCOUNT_FRAME = "/api/me/frame/account";
/** The player's quiz and notes links of a lecture this account unlocked. */
export const LECTURE_FRAME = "/api/me/frame/lecture";
/** Where the account frame's Log out posts. */
export const LOG_OUT_FRAME = "/api/me/frame/log-out";

export const FRAME_VARIANTS = ["bar", "compact", "drawer"] as const;
export type FrameVariant = (typeof FRAME_VARIANTS)[number];

/** The account frame for a header layout, on the page at `page` (where Log in comes back to). */
export function accountFrame(variant: FrameVariant, locale: Locale, page: string): string {
  return `${ACCOUNT_FRAME}?${new URLSearchParams({ variant, lang: locale, page })}`;
}

/** The links frame of a lecture. */
export function lectureLinksFrame(lectureId: number, locale: Locale): string {
  return `${LECTURE_FRAME}?${new URLSearchParams({ lecture: String(lectureId), lang: locale })}`;
}
