import { Lock } from "@/components/ui/icons";
import { UNLOCK_THRESHOLD_PERCENT } from "@/lib/watch-tracker";

export type UnlockText = {
  watchToUnlock: string;
  unlock: string;
  /** "... watch {percent}% more ...", the share still to watch. */
  stillToWatch: string;
  unlocking: string;
  /** "... counted {percent}% ...": the server's own count, when it did not unlock. */
  unlockRefused: string;
  unlockFailed: string;
};

/** What became of pressing Unlock Content: the server decides (decision 0030). */
export type UnlockStatus =
  { kind: "idle" } | { kind: "asking" } | { kind: "refused"; percent: number } | { kind: "failed" };

const STILL_TO_WATCH_ID = "unlock-still-to-watch";

/**
 * Spec section 4: below 80% the control is disabled and reads 'Watch 80% to Unlock Content'. It
 * looks locked (a closed padlock, a dashed outline) and says how much is still to watch, so it
 * does not read as a broken button. At 80% UnlockButton takes its place, fetched then with what
 * shows after the unlock (decision 0100); this control stays until it is here. A render
 * function, not a component, as watchProgressBar is.
 */
export function lockedControl({ percent, text }: { percent: number; text: UnlockText }) {
  const still = Math.max(0, UNLOCK_THRESHOLD_PERCENT - percent);
  // The right padding keeps the control clear of the floating chat button (see watchProgressBar).
  return (
    <div className="flex flex-col items-start gap-1.5 pe-16">
      <button
        type="button"
        disabled
        aria-describedby={STILL_TO_WATCH_ID}
        className="inline-flex cursor-not-allowed items-center gap-2 rounded-md border-2 border-dashed border-slate-400 bg-slate-50 px-5 py-3 font-semibold text-slate-700"
      >
        <Lock className="size-5 shrink-0" aria-hidden="true" />
        {text.watchToUnlock}
      </button>
      <p id={STILL_TO_WATCH_ID} className="text-sm text-slate-600">
        {text.stillToWatch.replace("{percent}", String(still))}
      </p>
      <p role="status" className="text-sm font-medium text-slate-800" />
    </div>
  );
}
