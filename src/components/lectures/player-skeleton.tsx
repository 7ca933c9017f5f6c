import { WithSidebar } from "./lectures-frame";
import { LectureSidebarSkeleton } from "./lecture-sidebar";
import { PLAYER_BOX } from "./tracked-video";

/** What the player screen shows while the chapter's lectures load (spec: five placeholder rows). */
export function PlayerSkeleton({
  label,
  lecturesHeading,
}: {
  label: string;
  lecturesHeading: string;
}) {
  return (
    <div role="status" aria-label={label}>
      <div className="mb-4 h-9 w-2/3 animate-pulse rounded bg-slate-200" aria-hidden="true" />
      <WithSidebar sidebar={<LectureSidebarSkeleton heading={lecturesHeading} />}>
        <div aria-hidden="true" className="flex animate-pulse flex-col gap-4">
          <div className="h-7 w-1/2 rounded bg-slate-200" />
          <div className={`${PLAYER_BOX} rounded-lg bg-slate-200`} />
          <div className="h-3 w-full rounded-full bg-slate-200" />
        </div>
      </WithSidebar>
    </div>
  );
}
