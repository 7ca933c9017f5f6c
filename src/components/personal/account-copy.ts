import {
  CONTINUE_LIMIT,
  type AccountLecture,
  type ContinueItem,
  type LectureProgressView,
  type QuizScore,
} from "@/lib/personal";
import { lectureHref } from "@/lib/lecture-urls";
import { resumePosition, watchedPercent } from "@/lib/progress-rules";
import type { CopyStamp } from "./personal-policy";

/**
 * This tab's copy of the signed-in account (decision 0064): what GET /api/me answered, kept in
 * memory and in sessionStorage (so the next page of the visit, a document or a client navigation,
 * needs no request), and updated by the answers of this browser's own writes.
 */
export type AccountCopy = CopyStamp & {
  user: { name: string; workspace: boolean };
  lectures: Record<string, AccountLecture>;
  ratings: Record<string, number>;
  /** By quiz id (decision 0082). */
  quizzes: Record<string, QuizScore>;
};

const KEY = "parhai.personal.v1";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Blocked storage (privacy settings): the copy lives for this page only.
    return null;
  }
}

function isCopy(value: unknown): value is AccountCopy {
  if (!value || typeof value !== "object") return false;
  const copy = value as Partial<AccountCopy>;
  return (
    typeof copy.hint === "string" &&
    typeof copy.readAt === "number" &&
    typeof copy.user?.name === "string" &&
    typeof copy.lectures === "object" &&
    typeof copy.ratings === "object"
  );
}

/** The copy an earlier page of this tab kept, if it is readable. */
export function loadCopy(): AccountCopy | null {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(KEY) ?? "null");
    // A copy kept before quiz scores came has none yet.
    return isCopy(parsed)
      ? { ...parsed, quizzes: (parsed as Partial<AccountCopy>).quizzes ?? {} }
      : null;
  } catch {
    return null;
  }
}

/** Keeps the copy for the next page of this tab; null removes it. */
export function saveCopy(copy: AccountCopy | null): void {
  try {
    if (copy === null) storage()?.removeItem(KEY);
    else storage()?.setItem(KEY, JSON.stringify(copy));
  } catch {
    // Full or blocked storage: this page still shows the copy it holds.
  }
}

/** A lecture's progress as the server answered a report; its place stays what the copy knew. */
export function withProgress(
  copy: AccountCopy,
  lectureId: number,
  progress: LectureProgressView,
): AccountCopy {
  const kept = copy.lectures[lectureId];
  if (!kept) return copy;
  // The links come with an unlock only: an answer without them has none to show.
  const lecture = { ...kept, ...progress, links: progress.links };
  return { ...copy, lectures: { ...copy.lectures, [lectureId]: lecture } };
}

/** A lecture as this browser shows it, written before the server answers (a report going out). */
export function withLecture(
  copy: AccountCopy,
  lectureId: number,
  lecture: AccountLecture,
): AccountCopy {
  return { ...copy, lectures: { ...copy.lectures, [lectureId]: lecture } };
}

export function withRating(copy: AccountCopy, lectureId: number, rating: number): AccountCopy {
  return { ...copy, ratings: { ...copy.ratings, [lectureId]: rating } };
}

/** A quiz's scores as its graded answer gave them; a chapter test keeps its chapter. */
export function withQuizScore(copy: AccountCopy, quizId: number, score: QuizScore): AccountCopy {
  const chapter = score.chapter ?? copy.quizzes[quizId]?.chapter;
  const kept = chapter ? { ...score, chapter } : score;
  return { ...copy, quizzes: { ...copy.quizzes, [quizId]: kept } };
}

/** "Continue watching": the lectures left part-way, the latest first, as the server lists them. */
export function continueWatchingOf(lectures: Record<string, AccountLecture>): ContinueItem[] {
  return Object.entries(lectures)
    .flatMap(([id, lecture]) => {
      const resumeAt = resumePosition(lecture.lastPosition, lecture.durationSeconds);
      return resumeAt === null ? [] : [{ id: Number(id), lecture, resumeAt }];
    })
    .sort((a, b) => b.lecture.updatedAt - a.lecture.updatedAt || a.id - b.id)
    .slice(0, CONTINUE_LIMIT)
    .map(({ id, lecture, resumeAt }) => ({
      lectureId: id,
      href: lectureHref(lecture.chapter, lecture.lectureNo),
      classSlug: lecture.chapter.classSlug,
      subject: lecture.chapter.subject,
      // The list names subjects in the page's language; the slug stands in for one it lacks.
      subjectName: lecture.chapter.subject,
      chapterNo: lecture.chapter.chapterNo,
      lectureNo: lecture.lectureNo,
      lectureName: lecture.lectureName,
      percent: watchedPercent(lecture.watchedSeconds, lecture.durationSeconds),
      resumeAt,
    }));
}
