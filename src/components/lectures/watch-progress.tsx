/**
 * The watched share of the lecture: a render function, not a component, so the server's bar at
 * 0 % and the viewer's as the share moves are the same elements (lecture-viewer.tsx). The bar keeps a strip on the right free for the floating
 * chat button, which would otherwise cover the percentage as the page scrolls under it.
 */
export function watchProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="flex items-center gap-3 pe-16">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-3 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="bg-brand-600 h-full transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <span className="w-12 text-end text-sm font-medium tabular-nums" aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
