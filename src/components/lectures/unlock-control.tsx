import { buttonClass } from "@/components/ui/button-styles";
import { Lock, LockOpen } from "@/components/ui/icons";
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

function statusText(status: UnlockStatus, text: UnlockText): string | null {
  if (status.kind === "refused")
    return text.unlockRefused.replace("{percent}", String(status.percent));
  return status.kind === "failed" ? text.unlockFailed : null;
}

/**
 * Spec section 4: below 80% the control is disabled and reads 'Watch 80% to Unlock Content'. It
 * looks locked (a closed padlock, a dashed outline) and says how much is still to watch, so it
 * does not read as a broken button; at 80% it becomes the brand's Unlock Content button, which
 * asks the server, and says so while it waits or when the server did not count the unlock.
 */
export function UnlockControl({
  percent,
  ready,
  status,
  text,
  onUnlock,
}: {
  percent: number;
  ready: boolean;
  status: UnlockStatus;
  text: UnlockText;
  onUnlock: () => void;
}) {
  const still = Math.max(0, UNLOCK_THRESHOLD_PERCENT - percent);
  const asking = status.kind === "asking";
  const message = statusText(status, text);
  // The right padding keeps the control clear of the floating chat button (see WatchProgress).
  return (
    <div className="flex flex-col items-start gap-1.5 pe-16">
      {ready ? (
        <button
          type="button"
          onClick={onUnlock}
          disabled={asking}
          aria-busy={asking || undefined}
          className={`${buttonClass("primary", "lg")} disabled:cursor-progress`}
        >
          <LockOpen className="size-5" aria-hidden="true" />
          {asking ? text.unlocking : text.unlock}
        </button>
      ) : (
        <>
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
        </>
      )}
      <p role="status" className="text-sm font-medium text-slate-800">
        {message}
      </p>
    </div>
  );
}
