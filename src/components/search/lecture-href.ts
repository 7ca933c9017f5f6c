import { coachingHref } from "@/content/navigation";

type LectureAddress = {
  classSlug: string;
  subject: string;
  chapterNo: number;
  chapterName: string;
  lectureNo: number;
};

/** The lecture player URL with this lecture selected. */
export function lecturePlayerHref(lecture: LectureAddress): string {
  const chapter = `${lecture.chapterNo}/${encodeURIComponent(lecture.chapterName)}`;
  const base = coachingHref("lectures-quizzes", lecture.classSlug);
  return `${base}/${lecture.subject}/${chapter}?lecture=${lecture.lectureNo}`;
}

/** Where an update lives on the feed. */
export function updateHref(id: number): string {
  return `/latest#update-${id}`;
}
