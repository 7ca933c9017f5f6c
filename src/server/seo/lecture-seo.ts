import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { cache } from "react";
import type { LectureClass, Subject } from "@/content/classes";
import { lectureThumbnail } from "@/components/lectures/lecture-thumbnail";
import { lectureVideoLd, type LectureVideoLd } from "@/lib/json-ld";
import { matchChapterName, selectLecture } from "@/lib/lecture-selection";
import { chapterHref, lectureHref, type ChapterRef } from "@/lib/lecture-urls";
import { safeHttpUrl } from "@/lib/safe-url";
import { getLecturesForChapter, type Lecture } from "@/server/lectures/queries";
import { shareMetadata } from "./share-metadata";
import { absoluteUrl } from "./site-url";

export type PlayerAddress = {
  lectureClass: LectureClass;
  subject: Subject;
  chapterNo: number;
  nameSegment: string;
  requestedLecture: number | null | undefined;
};

/** One read per request for the metadata and the structured data of a player page. */
const loadLectures = cache((classSlug: string, subject: string, chapterNo: number) =>
  getLecturesForChapter(classSlug, subject, chapterNo),
);

/** The chapter and the lecture the player shows at this address, as the player decides them. */
async function playerContent(address: PlayerAddress) {
  const { lectureClass, subject, chapterNo } = address;
  const lectures = await loadLectures(lectureClass.slug, subject.slug, chapterNo);
  const match = matchChapterName(
    lectures.map((lecture) => lecture.chapterName),
    address.nameSegment,
  );
  const chapter: ChapterRef = {
    classSlug: lectureClass.slug,
    subject: subject.slug,
    chapterNo,
    chapterName: match.kind === "unknown" ? address.nameSegment : match.name,
  };
  return { chapter, lecture: selectLecture(lectures, address.requestedLecture) };
}

/** The page's own URL: the chapter's, or with ?lecture= when the address names a lecture. */
function pagePath(address: PlayerAddress, chapter: ChapterRef, lecture: Lecture | null): string {
  return lecture && address.requestedLecture !== undefined
    ? lectureHref(chapter, lecture.lectureNo)
    : chapterHref(chapter);
}

async function lectureTexts(address: PlayerAddress, chapter: ChapterRef, lecture: Lecture) {
  const t = await getTranslations("Lectures");
  return {
    name: `${t("lectureNumber", { number: lecture.lectureNo })}: ${lecture.lectureName}`,
    description: t("metaLectureDescription", {
      lecture: lecture.lectureName,
      subject: address.subject.name,
      class: address.lectureClass.gradeLabel,
      number: chapter.chapterNo,
      chapter: chapter.chapterName,
    }),
  };
}

/** Title, description and share card of a player page: the lecture's name and YouTube still. */
export async function playerMetadata(address: PlayerAddress): Promise<Metadata> {
  const t = await getTranslations("Lectures");
  const chapterTitle = t("metaChapter", {
    subject: address.subject.name,
    class: address.lectureClass.gradeLabel,
    number: address.chapterNo,
  });
  const { chapter, lecture } = await playerContent(address);
  if (!lecture) return { title: chapterTitle };
  const texts = await lectureTexts(address, chapter, lecture);
  return shareMetadata({
    title: `${lecture.lectureName} | ${chapterTitle}`,
    description: texts.description,
    path: pagePath(address, chapter, lecture),
    image: lectureThumbnail(lecture).src,
    type: "video.other",
  });
}

/** VideoObject and LearningResource of the lecture the player shows; null when it shows none. */
export async function playerVideoData(address: PlayerAddress): Promise<LectureVideoLd | null> {
  const { chapter, lecture } = await playerContent(address);
  if (!lecture) return null;
  const texts = await lectureTexts(address, chapter, lecture);
  const videoUrl = safeHttpUrl(lecture.videoUrl);
  return lectureVideoLd({
    name: texts.name,
    description: texts.description,
    url: absoluteUrl(lectureHref(chapter, lecture.lectureNo)),
    thumbnailUrl: absoluteUrl(lectureThumbnail(lecture).src),
    uploadDate: lecture.createdAt,
    embedUrl: lecture.youtubeId
      ? `https://www.youtube.com/embed/${encodeURIComponent(lecture.youtubeId)}`
      : null,
    contentUrl: !lecture.youtubeId && videoUrl ? absoluteUrl(videoUrl) : null,
    educationalLevel: `${address.lectureClass.gradeLabel} Grade`,
    subject: address.subject.name,
  });
}
