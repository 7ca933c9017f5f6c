import { getTranslations } from "next-intl/server";
import { isolate } from "@/lib/bidi";
import { getLocalePath, getPageLocale, redirectInLocale } from "@/server/i18n/locale";
import { connection } from "next/server";
import { ChapterLibraryLinks } from "@/components/library/chapter-library-links";
import { EmptyState } from "@/components/ui/empty-state";
import type { LectureClass, Subject } from "@/content/classes";
import { chapterHref, lectureHref, type ChapterRef } from "@/lib/lecture-urls";
import { safeHttpUrl } from "@/lib/safe-url";
import { getLectureRatingSummary, type Lecture } from "@/server/lectures/queries";
import { requestSavesData } from "@/server/save-data";
import { ShareButton } from "@/components/share/share-button";
import { LecturesFrame, WithSidebar } from "./lectures-frame";
import { LectureSidebar } from "./lecture-sidebar";
import { summaryText } from "./rating-summary";
import { lockedControl } from "./unlock-control";
import { watchProgressBar } from "./watch-progress";
import { lectureThumbnail, youTubePoster } from "./lecture-thumbnail";
import { LectureViewer } from "./lecture-viewer";
import { MissingLecture } from "./missing-lecture";
import { loadPlayerChapter } from "./player-chapter";
import { playerText } from "./player-text";
import { lectureLinksFrame } from "@/lib/no-script-frames";
import { contentDir } from "@/lib/bidi";

export type PlayerRoute = {
  lectureClass: LectureClass;
  subject: Subject;
  chapterNo: number;
  /** The chapter-name segment of the URL, decoded. */
  nameSegment: string;
  /** ?lecture=N: undefined when absent, null when not a usable number. */
  requestedLecture: number | null | undefined;
};

/**
 * The lecture player with the chapter's lectures beside it. A chapter no lecture has, or a
 * lecture the chapter lacks, is a 404 that says the lecture is not there (decision 0056);
 * another name of the chapter redirects to its own (docs/decisions/0005-lecture-urls.md, 0014).
 */
export async function LecturePlayerScreen({ route }: { route: PlayerRoute }) {
  await connection();
  const { lectureClass, subject, chapterNo } = route;
  const [t, saveData, found] = await Promise.all([
    getTranslations("Lectures"),
    requestSavesData(),
    loadPlayerChapter(
      lectureClass.slug,
      subject.slug,
      chapterNo,
      route.nameSegment,
      route.requestedLecture,
    ),
  ]);
  const base = { classSlug: lectureClass.slug, subject: subject.slug, chapterNo };
  if (found.kind === "not-found") {
    return <MissingLecture route={route} chapterName={found.chapterName} />;
  }
  if (found.kind === "redirect") {
    const chapter = { ...base, chapterName: found.chapterName };
    const lectureNo = route.requestedLecture;
    await redirectInLocale(
      typeof lectureNo === "number" ? lectureHref(chapter, lectureNo) : chapterHref(chapter),
    );
  }
  // During an outage the read gave nothing: the spec's empty states, under the URL's name.
  const chapter: ChapterRef = {
    ...base,
    chapterName: found.kind === "found" ? found.chapterName : route.nameSegment,
  };
  const selected = found.kind === "found" ? found.selected : null;

  return (
    <LecturesFrame lectureClass={lectureClass} subject={subject} chapterNo={chapterNo}>
      <h1 className="mb-3 text-2xl font-bold break-words text-slate-900 sm:text-3xl">
        {t("chapterNumber", { number: chapterNo })}:{" "}
        <bdi dir={contentDir(chapter.chapterName)}>{chapter.chapterName}</bdi>
      </h1>
      <ChapterLibraryLinks
        classSlug={lectureClass.slug}
        subject={subject.slug}
        chapterNo={chapterNo}
      />
      <WithSidebar
        sidebar={
          <LectureSidebar
            saveData={saveData}
            chapter={chapter}
            lectures={found.kind === "found" ? found.lectures : []}
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
          <SelectedLecture chapter={chapter} lecture={selected} saveData={saveData} />
        ) : (
          <EmptyState title={t("noLectureSelectedTitle")} body={t("noLectureSelectedBody")} />
        )}
      </WithSidebar>
    </LecturesFrame>
  );
}

/**
 * Shared by every visitor (decision 0029): no session is read here. The student's own progress
 * and rating come to the viewer from /api/me.
 */
async function SelectedLecture({
  chapter,
  lecture,
  saveData,
}: {
  chapter: ChapterRef;
  lecture: Lecture;
  saveData: boolean;
}) {
  const t = await getTranslations("Lectures");
  const locale = await getPageLocale();
  const number = t("lectureNumber", { number: lecture.lectureNo });
  const title = `${number}: ${lecture.lectureName}`;
  const [text, summary] = await Promise.all([
    playerText(`${number}: ${isolate(lecture.lectureName, locale)}`),
    getLectureRatingSummary(lecture.id),
  ]);
  const inLocale = await getLocalePath();
  const loginHref = inLocale(
    `/login?next=${encodeURIComponent(inLocale(lectureHref(chapter, lecture.lectureNo)))}`,
  );
  return (
    <article aria-labelledby="lecture-title" data-lecture-id={lecture.id}>
      <h2 id="lecture-title" className="mb-2 text-xl font-semibold break-words text-slate-900">
        {number}: <bdi dir={contentDir(lecture.lectureName)}>{lecture.lectureName}</bdi>
      </h2>
      <LectureViewer
        share={<ShareButton title={title} path={lectureHref(chapter, lecture.lectureNo)} />}
        key={lecture.id}
        chapter={chapter}
        lecture={{
          id: lecture.id,
          lectureNo: lecture.lectureNo,
          lectureName: lecture.lectureName,
          youtubeId: lecture.youtubeId,
          videoUrl: safeHttpUrl(lecture.videoUrl),
          durationSeconds: lecture.durationSeconds,
          poster: lecture.youtubeId
            ? youTubePoster(lecture.youtubeId, { small: saveData })
            : lectureThumbnail(lecture),
        }}
        text={text.viewer}
        noScript={
          // Without JavaScript nothing is counted: say so, and show what the account unlocked.
          <noscript>
            <p className="pe-16 text-sm font-medium text-slate-800">{text.noScript.needsScript}</p>
            <iframe
              src={lectureLinksFrame(lecture.id, locale)}
              title={text.noScript.linksFrameTitle}
              className="mt-2 h-32 w-full"
            />
          </noscript>
        }
        atStart={{
          progress: watchProgressBar({ percent: 0, label: text.viewer.progressLabel }),
          locked: lockedControl({ percent: 0, text: text.viewer }),
        }}
        initialSummary={summaryText(text.viewer.summaryTemplate, summary)}
        rating={{ lectureId: lecture.id, loginHref, text: text.rating }}
      />
    </article>
  );
}
