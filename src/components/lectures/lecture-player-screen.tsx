import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import type { LectureClass, Subject } from "@/content/classes";
import { matchChapterName, selectLecture } from "@/lib/lecture-selection";
import { chapterHref, lectureHref, type ChapterRef } from "@/lib/lecture-urls";
import { safeHttpUrl } from "@/lib/safe-url";
import {
  getLectureRatingSummary,
  getLecturesForChapter,
  type Lecture,
} from "@/server/lectures/queries";
import { EmptyState } from "./empty-state";
import { WithSidebar } from "./lectures-frame";
import { LectureSidebar } from "./lecture-sidebar";
import { LectureViewer } from "./lecture-viewer";
import { playerText } from "./player-text";

export type PlayerRoute = {
  lectureClass: LectureClass;
  subject: Subject;
  chapterNo: number;
  /** The chapter-name segment of the URL, decoded. */
  nameSegment: string;
  /** ?lecture=N: undefined when absent, null when not a usable number. */
  requestedLecture: number | null | undefined;
};

/** The lecture player with the chapter's lectures beside it; streams in while they load. */
export async function LecturePlayerScreen({ route }: { route: PlayerRoute }) {
  await connection();
  const { lectureClass, subject, chapterNo } = route;
  const [t, lectures] = await Promise.all([
    getTranslations("Lectures"),
    getLecturesForChapter(lectureClass.slug, subject.slug, chapterNo),
  ]);
  const base = { classSlug: lectureClass.slug, subject: subject.slug, chapterNo };
  const nameCheck = matchChapterName(
    lectures.map((lecture) => lecture.chapterName),
    route.nameSegment,
  );
  if (nameCheck.kind === "redirect") {
    // docs/decisions/0005-lecture-urls.md: a stale or mistyped name goes to the canonical URL.
    const chapter = { ...base, chapterName: nameCheck.name };
    const lectureNo = route.requestedLecture;
    redirect(
      typeof lectureNo === "number" ? lectureHref(chapter, lectureNo) : chapterHref(chapter),
    );
  }
  const chapter: ChapterRef = {
    ...base,
    chapterName: nameCheck.kind === "match" ? nameCheck.name : route.nameSegment,
  };
  const selected = selectLecture(lectures, route.requestedLecture);

  return (
    <>
      <h1 className="mb-4 text-2xl font-bold break-words text-slate-900 sm:text-3xl">
        {t("chapterNumber", { number: chapterNo })}: {chapter.chapterName}
      </h1>
      <WithSidebar
        sidebar={
          <LectureSidebar
            chapter={chapter}
            lectures={lectures}
            selectedId={selected?.id ?? null}
            emptyText={t("noLecturesFound")}
            text={{
              heading: t("lecturesHeading"),
              lectureNumber: (number) => t("lectureNumber", { number }),
              marks: {
                notStarted: t("markNotStarted"),
                watched: t.raw("markWatched") as string,
                unlocked: t("markUnlocked"),
              },
            }}
          />
        }
      >
        {selected ? (
          <SelectedLecture chapter={chapter} lecture={selected} />
        ) : (
          <EmptyState title={t("noLectureSelectedTitle")} body={t("noLectureSelectedBody")} />
        )}
      </WithSidebar>
    </>
  );
}

/**
 * Shared by every visitor (decision 0029): no session is read here. The student's own progress
 * and rating come to the viewer from /api/me.
 */
async function SelectedLecture({ chapter, lecture }: { chapter: ChapterRef; lecture: Lecture }) {
  const t = await getTranslations("Lectures");
  const title = `${t("lectureNumber", { number: lecture.lectureNo })}: ${lecture.lectureName}`;
  const [text, summary] = await Promise.all([
    playerText(title),
    getLectureRatingSummary(lecture.id),
  ]);
  const loginHref = `/login?next=${encodeURIComponent(lectureHref(chapter, lecture.lectureNo))}`;
  return (
    <article aria-labelledby="lecture-title" data-lecture-id={lecture.id}>
      <h2 id="lecture-title" className="mb-2 text-xl font-semibold break-words text-slate-900">
        {title}
      </h2>
      <LectureViewer
        key={lecture.id}
        chapter={chapter}
        lecture={{
          id: lecture.id,
          youtubeId: lecture.youtubeId,
          videoUrl: safeHttpUrl(lecture.videoUrl),
          quickQuizUrl: safeHttpUrl(lecture.quickQuizUrl),
          lectureNotesUrl: safeHttpUrl(lecture.lectureNotesUrl),
        }}
        text={text.viewer}
        initialSummary={summary}
        rating={{ lectureId: lecture.id, loginHref, text: text.rating }}
      />
    </article>
  );
}
