import { Link } from "@/components/ui/link";
import type { ContinueItem } from "@/lib/personal";
import { formatPlaybackTime } from "@/lib/progress-rules";

export type ContinueText = {
  /** "Lecture {number}: {name}" */
  lectureTitle: string;
  /** "{percent}% watched" */
  percentWatched: string;
  /** "Resume from {time}" */
  resumeFrom: string;
  /** Class and subject names by slug, in the page's language (getPlaceNames). */
  names: { classes: Record<string, string>; subjects: Record<string, string> };
};

/**
 * Lectures left part-way, each a link back to it (where the player offers to resume). Rendered
 * on the server by My learning and in the browser by the home page's strip.
 */
export function ContinueWatchingList({
  items,
  text,
}: {
  items: readonly ContinueItem[];
  text: ContinueText;
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.lectureId}>
          <Link
            href={item.href}
            className="hover:border-brand-600 flex h-full flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            <span className="text-brand-700 text-xs font-semibold">
              {text.names.subjects[item.subject] ?? item.subjectName} ·{" "}
              {text.names.classes[item.classSlug] ?? item.classSlug}
            </span>
            <span className="font-medium break-words text-slate-900">
              {text.lectureTitle
                .replace("{number}", String(item.lectureNo))
                .replace("{name}", item.lectureName)}
            </span>
            <span className="h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
              <span className="bg-brand-600 block h-full" style={{ width: `${item.percent}%` }} />
            </span>
            <span className="flex flex-wrap justify-between gap-2 text-sm text-slate-700">
              <span>{text.percentWatched.replace("{percent}", String(item.percent))}</span>
              <span className="text-brand-700 font-semibold">
                {text.resumeFrom.replace("{time}", formatPlaybackTime(item.resumeAt))}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
