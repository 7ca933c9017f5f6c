export type VideoNoticeText = { loadFailed: string; offline: string; playAgain: string };

/**
 * Why the video's box cannot play: no connection, or the video did not load (then, where the
 * player cannot try again by itself, a button that does). Over the top of the box, so the
 * player's own controls at its bottom stay within reach (decision 0032).
 */
export function VideoNotice({
  text,
  online,
  onRetry,
}: {
  text: VideoNoticeText;
  online: boolean;
  onRetry?: () => void;
}) {
  return (
    <div
      role="alert"
      className="absolute inset-x-0 top-0 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-t-lg bg-slate-950/85 p-3 text-center text-sm text-white"
    >
      <p>{online ? text.loadFailed : text.offline}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="rounded-md border border-white/70 px-3 py-1 font-semibold hover:bg-white/15"
        >
          {text.playAgain}
        </button>
      )}
    </div>
  );
}
