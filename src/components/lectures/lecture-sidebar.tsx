import { LectureMark, type LectureMarkText } from "@/components/personal/lecture-mark";
import { Link } from "@/components/ui/link";
import { SidebarBox } from "@/components/ui/sidebar-box";
import { lectureHref, type ChapterRef } from "@/lib/lecture-urls";
import type { Lecture } from "@/server/lectures/queries";
import { lectureThumbnail } from "./lecture-thumbnail";
import { contentDir } from "@/lib/bidi";

// mqdefault.jpg is 320x180; the list shows it at this size, and the poster has the same ratio.
// A plain <img>: next/image is a client component, and unoptimized (YouTube's own small still)
// it would only add its JavaScript to the player page.
const THUMB_WIDTH = 112;
const THUMB_HEIGHT = 63;

type SidebarText = {
  heading: string;
  lectureNumber: (lectureNo: number) => string;
  marks: LectureMarkText;
};

/** The chapter's lectures by number; each is a link to the player with that lecture selected. */
export function LectureSidebar({
  chapter,
  lectures,
  selectedId,
  emptyText,
  text,
  saveData,
}: {
  /** The browser asked to save data: the smallest stills. */
  saveData: boolean;
  chapter: ChapterRef;
  lectures: readonly Lecture[];
  selectedId: number | null;
  emptyText: string;
  text: SidebarText;
}) {
  return (
    <SidebarBox heading={text.heading} headingId="lectures-nav">
      {lectures.length === 0 ? (
        <p className="px-2 py-4 text-slate-600">{emptyText}</p>
      ) : (
        <ol className="flex flex-col gap-1">
          {lectures.map((lecture) => {
            const current = lecture.id === selectedId;
            const thumbnail = lectureThumbnail(lecture, { small: saveData });
            return (
              <li key={lecture.id}>
                <Link
                  href={lectureHref(chapter, lecture.lectureNo)}
                  aria-current={current ? "page" : undefined}
                  className={`flex items-center gap-3 rounded p-2 ${current ? "bg-brand-50 ring-brand-600 ring-2" : "hover:bg-slate-100"}`}
                >
                  <picture className="shrink-0">
                    {thumbnail.webp && <source srcSet={thumbnail.webp} type="image/webp" />}
                    <img
                      src={thumbnail.src}
                      alt=""
                      width={THUMB_WIDTH}
                      height={THUMB_HEIGHT}
                      loading="lazy"
                      decoding="async"
                      className="hide-broken relative block rounded bg-slate-200 object-cover"
                    />
                  </picture>
                  <span className="min-w-0">
                    <span className="text-brand-700 block text-xs font-semibold">
                      {text.lectureNumber(lecture.lectureNo)}
                    </span>
                    <span
                      dir={contentDir(lecture.lectureName)}
                      className="block text-sm font-medium break-words text-slate-900"
                    >
                      {lecture.lectureName}
                    </span>
                    <LectureMark lectureId={lecture.id} text={text.marks} />
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </SidebarBox>
  );
}

/** Spec section 9: five placeholder rows while the lectures load. */
export const LECTURE_PLACEHOLDER_COUNT = 5;

export function LectureSidebarSkeleton({ heading }: { heading: string }) {
  return (
    <SidebarBox heading={heading} headingId="lectures-nav-loading">
      <ol className="flex flex-col gap-1" aria-hidden="true">
        {Array.from({ length: LECTURE_PLACEHOLDER_COUNT }, (_, index) => (
          <li key={index} data-placeholder="lecture" className="flex animate-pulse gap-3 p-2">
            <span
              className="shrink-0 rounded bg-slate-200"
              style={{ width: THUMB_WIDTH, height: THUMB_HEIGHT }}
            />
            <span className="flex flex-1 flex-col gap-2 pt-1">
              <span className="h-3 w-16 rounded bg-slate-200" />
              <span className="h-4 w-full rounded bg-slate-200" />
            </span>
          </li>
        ))}
      </ol>
    </SidebarBox>
  );
}
