import type { ChapterRef } from "./lecture-urls";

/**
 * The personal parts of a shared page (decision 0029): the page itself is the same for everyone;
 * what is the student's own comes from GET /api/me, read once per visit and kept in the browser
 * for the tab (decision 0064), which works out each page's marks from it.
 */

/**
 * What an unlock opens: given to a browser only once the server counted the unlock (decision
 * 0030), never in the shared page. Null where the lecture has no such link.
 */
export type LectureLinks = { quickQuizUrl: string | null; lectureNotesUrl: string | null };

/** One lecture's progress as the student's pages show it. */
export type LectureProgressView = {
  watchedSeconds: number;
  lastPosition: number;
  durationSeconds: number | null;
  /** Counted by the server: the account's row, or the token it signed. */
  unlocked: boolean;
  /** With an unlock: the quiz and notes links. */
  links?: LectureLinks;
};

/** "Continue watching" shows at most this many lectures (home and My learning). */
export const CONTINUE_LIMIT = 5;

/** A lecture left part-way, for "Continue watching". */
export type ContinueItem = {
  lectureId: number;
  href: string;
  classSlug: string;
  subject: string;
  subjectName: string;
  chapterNo: number;
  lectureNo: number;
  lectureName: string;
  percent: number;
  resumeAt: number;
};

/** Counts of one subject's or chapter's lectures. */
export type ProgressCount = { total: number; started: number; unlocked: number };

/** One lecture the student has progress on, with where it is: the browser's copy keeps these. */
export type AccountLecture = LectureProgressView & {
  chapter: ChapterRef;
  lectureNo: number;
  lectureName: string;
  /** The latest report (ms): Continue watching shows the latest first. */
  updatedAt: number;
};

/**
 * A student's scores on one quiz, in percent (decision 0082); a chapter test names its chapter,
 * for the chapter card's mark.
 */
export type QuizScore = {
  best: number;
  last: number;
  attempts: number;
  chapter?: { classSlug: string; subject: string; chapterNo: number };
};

/** The answer of GET /api/me: the account, its lectures with progress and their ratings. */
export type PersonalData = {
  /** workspace: an editor or admin, offered the workspace link in the header. */
  user: { name: string; workspace: boolean } | null;
  /** By lecture id, the latest first, at most one page of them (PROGRESS_PAGE). */
  lectures?: Record<string, AccountLecture>;
  /** The student's own ratings of those lectures, by lecture id. */
  ratings?: Record<string, number>;
  /** By quiz id, the student's best and last scores (in the first page of the answer only). */
  quizzes?: Record<string, QuizScore>;
  /** More lectures than one answer holds: the next page is GET /api/me?page=<next>. */
  next?: string;
};

export const SIGNED_OUT: PersonalData = { user: null };
