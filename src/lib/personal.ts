import { findLectureClass, findSubject } from "@/content/classes";
import { parsePositiveNumber } from "./lecture-urls";
import { withoutLocale } from "./locale-path";

/**
 * The personal parts of a shared page (decision 0029): the page itself is the same for everyone;
 * what is the student's own comes in one small response, GET /api/me?page=<the page's path>,
 * shaped by what that page shows.
 */

/** My learning: the spec's Student Portal link of the top bar. */
export const MY_LEARNING = "/student-portal";

/** What a page shows of the student's own, read from its path and query. */
export type PersonalScope =
  | { kind: "home" }
  | { kind: "class"; classSlug: string }
  | { kind: "subject"; classSlug: string; subject: string }
  | { kind: "chapter"; classSlug: string; subject: string; chapterNo: number }
  | { kind: "account" };

const LECTURES = ["coaching", "lectures-quizzes"];

export function personalScope(page: string): PersonalScope {
  let segments: string[];
  try {
    const url = new URL(page, "http://page.invalid");
    // "//host/..." is another site's address, not a page of this one.
    if (url.host !== "page.invalid") return { kind: "account" };
    // An Urdu page (/ur/...) has the same parts as its English one (decision 0040).
    segments = withoutLocale(url.pathname).split("/").filter(Boolean);
  } catch {
    return { kind: "account" };
  }
  if (segments.length === 0) return { kind: "home" };
  if (segments[0] !== LECTURES[0] || segments[1] !== LECTURES[1]) return { kind: "account" };
  const [, , classSlug, subject, chapter] = segments;
  if (!classSlug || !findLectureClass(classSlug)) return { kind: "account" };
  if (subject === undefined) return { kind: "class", classSlug };
  if (!findSubject(classSlug, subject)) return { kind: "account" };
  if (chapter === undefined) return { kind: "subject", classSlug, subject };
  const chapterNo = parsePositiveNumber(chapter);
  if (chapterNo === null || segments.length !== 6) return { kind: "account" };
  return { kind: "chapter", classSlug, subject, chapterNo };
}

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

export type PersonalData = {
  /** workspace: an editor or admin, offered the workspace link in the header. */
  user: { name: string; workspace: boolean } | null;
  /** Chapter pages: the chapter's lectures the student has progress on, by lecture id. */
  lectures?: Record<string, LectureProgressView>;
  /** Chapter pages: the student's own ratings of the chapter's lectures, by lecture id. */
  ratings?: Record<string, number>;
  /** Subject pages: unlocked lectures per chapter, by `${chapterNo}|${chapterName}`. */
  chapters?: Record<string, number>;
  /** Class pages: per subject slug. */
  subjects?: Record<string, ProgressCount>;
  /** Home: the last lectures left part-way, latest first. */
  continueWatching?: ContinueItem[];
};

export const SIGNED_OUT: PersonalData = { user: null };
