import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { PlayerRoute } from "@/components/lectures/lecture-player-screen";
import { lectureThumbnail } from "@/components/lectures/lecture-thumbnail";
import { loadPlayerChapter } from "@/components/lectures/player-chapter";
import { lectureVideoLd, type LectureVideoLd } from "@/lib/json-ld";
import { chapterHref, lectureHref, type ChapterRef } from "@/lib/lecture-urls";
import { safeHttpUrl } from "@/lib/safe-url";
import type { Lecture } from "@/server/lectures/queries";
import { lectureShareImage } from "./share-images";
import { shareMetadata } from "./share-metadata";
import { absoluteUrl } from "./site-url";
import { getLocalePath } from "@/server/i18n/locale";

type PlayerAddress = PlayerRoute;

/**
 * The chapter and the lecture the player shows at this address, from the same read per request
 * as the screen (loadPlayerChapter); null when the address names no lecture of the catalogue, and
 * a chapter without its lecture during an outage (the spec's empty states).
 */
async function playerContent(address: PlayerAddress) {
  const { lectureClass, subject, chapterNo } = address;
  const found = await loadPlayerChapter(
    lectureClass.slug,
    subject.slug,
    chapterNo,
    address.nameSegment,
    address.requestedLecture,
  );
  if (found.kind === "not-found") return null;
  const chapter: ChapterRef = {
    classSlug: lectureClass.slug,
    subject: subject.slug,
    chapterNo,
    chapterName: found.kind === "outage" ? address.nameSegment : found.chapterName,
  };
  return { chapter, lecture: found.kind === "found" ? found.selected : null };
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
      class: address.lectureClass.title,
      number: chapter.chapterNo,
      chapter: chapter.chapterName,
    }),
  };
}

/**
 * Title, description and share card of a player page: the lecture's name and its subject's
 * picture (decision 0054); null when the address names no lecture (the page is a 404).
 */
export async function playerMetadata(address: PlayerAddress): Promise<Metadata | null> {
  const t = await getTranslations("Lectures");
  const chapterTitle = t("metaChapter", {
    subject: address.subject.name,
    class: address.lectureClass.title,
    number: address.chapterNo,
  });
  const content = await playerContent(address);
  if (!content) return null;
  const { chapter, lecture } = content;
  if (!lecture) return { title: chapterTitle };
  const texts = await lectureTexts(address, chapter, lecture);
  return shareMetadata({
    title: `${lecture.lectureName} | ${chapterTitle}`,
    description: texts.description,
    path: pagePath(address, chapter, lecture),
    image: lectureShareImage(address.subject.slug),
    type: "video.other",
  });
}

/** VideoObject and LearningResource of the lecture the player shows; null when it shows none. */
export async function playerVideoData(address: PlayerAddress): Promise<LectureVideoLd | null> {
  const content = await playerContent(address);
  if (!content?.lecture) return null;
  const { chapter, lecture } = content;
  const texts = await lectureTexts(address, chapter, lecture);
  const videoUrl = safeHttpUrl(lecture.videoUrl);
  return lectureVideoLd({
    name: texts.name,
    description: texts.description,
    url: absoluteUrl((await getLocalePath())(lectureHref(chapter, lecture.lectureNo))),
    thumbnailUrl: absoluteUrl(lectureThumbnail(lecture).src),
    uploadDate: lecture.createdAt,
    embedUrl: lecture.youtubeId
      ? `https://www.youtube.com/embed/${encodeURIComponent(lecture.youtubeId)}`
      : null,
    contentUrl: !lecture.youtubeId && videoUrl ? absoluteUrl(videoUrl) : null,
    // The English grade ("9th Grade") whatever the page's language: the slug is its number.
    educationalLevel: `${address.lectureClass.slug} Grade`,
    subject: address.subject.name,
  });
}
