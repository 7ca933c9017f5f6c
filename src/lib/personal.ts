import { findLectureClass, findSubject } from "@/content/classes";
import { parsePositiveNumber } from "./lecture-urls";
import { LECTURES_ROOT } from "./lectures-root.mjs";
import { PAGES, pageRoute } from "./route-manifest.mjs";
import { withoutLocale } from "./locale-path";

/**
 * The personal parts of a shared page (decision 0029): the page itself is the same for everyone;
 * what is the student's own comes in one small response, GET /api/me?page=<the page's path>,
 * shaped by what that page shows.
 */

/** My learning: the spec's Student Portal link of the top bar. */
export const MY_LEARNING = PAGES.myLearning.href;

/** What a page shows of the student's own, read from its path and query. */
export type PersonalScope =
  | { kind: "home" }
  | { kind: "class"; classSlug: string }
  | { kind: "subject"; classSlug: string; subject: string }
  | { kind: "chapter"; classSlug: string; subject: string; chapterNo: number }
  | { kind: "account" };

const ACCOUNT: PersonalScope = { kind: "account" };

/** The page's route in the route manifest decides its kind; the catalogue, what it names. */
export function personalScope(page: string): PersonalScope {
  let path: string;
  try {
    const url = new URL(page, "http://page.invalid");
    // "//host/..." is another site's address, not a page of this one.
    if (url.host !== "page.invalid") return ACCOUNT;
    // An Urdu page (/ur/...) has the same parts as its English one (decision 0040).
    path = withoutLocale(url.pathname);
  } catch {
    return ACCOUNT;
  }
  const route = pageRoute(path);
  if (route === PAGES.home) return { kind: "home" };
  const [classSlug = "", subject = "", chapter = ""] = path
    .slice(LECTURES_ROOT.length + 1)
    .split("/");
  if (!findLectureClass(classSlug)) return ACCOUNT;
  if (route === PAGES.lecturesClass) return { kind: "class", classSlug };
  if (!findSubject(classSlug, subject)) return ACCOUNT;
  if (route === PAGES.subject) return { kind: "subject", classSlug, subject };
  const chapterNo = parsePositiveNumber(chapter);
  if (route !== PAGES.player || chapterNo === null) return ACCOUNT;
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
