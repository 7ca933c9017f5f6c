import { buttonClass } from "@/components/ui/button-styles";
import { LockOpen } from "@/components/ui/icons";
import type { UnlockStatus, UnlockText } from "./unlock-control";

function statusText(status: UnlockStatus, text: UnlockText): string | null {
  if (status.kind === "refused")
    return text.unlockRefused.replace("{percent}", String(status.percent));
  return status.kind === "failed" ? text.unlockFailed : null;
}

/**
 * Spec section 4, at 80%: the brand's Unlock Content button, which asks the server, and says so
 * while it waits or when the server did not count the unlock (decision 0030). Fetched with what
 * shows after the unlock (use-unlocked-content.ts), in place of lockedControl.
 */
export function UnlockButton({
  status,
  text,
  onUnlock,
}: {
  status: UnlockStatus;
  text: UnlockText;
  onUnlock: () => void;
}) {
  const asking = status.kind === "asking";
  return (
    <div className="flex flex-col items-start gap-1.5 pe-16">
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
      <p role="status" className="text-sm font-medium text-slate-800">
        {statusText(status, text)}
      </p>
    </div>
  );
}
