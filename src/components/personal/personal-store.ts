import type { AccountLecture, LectureProgressView, PersonalData, QuizScore } from "@/lib/personal";
import { signedInHint } from "@/lib/signed-in-hint";
import {
  type AccountCopy,
  loadCopy,
  saveCopy,
  withLecture,
  withProgress,
  withQuizScore,
  withRating,
} from "./account-copy";
import { readLocalProgress } from "./local-progress";
import { readKeptQuizResults } from "./local-quiz-results";
import { CHECK_EVERY_MS, RETURN_AFTER_MS, nextStep, type Occasion } from "./personal-policy";

/**
 * The student's own parts of every page (decisions 0029, 0064), shared by every island that shows
 * one: the account corner, the rating, progress marks, "Continue watching". Pages are the same
 * for everyone; this tab reads GET /api/me once and keeps the answer (account-copy.ts), reading
 * again only as personal-policy.ts says. Before hydration every island shows its signed-out form.
 */
export type PersonalSnapshot =
  | { status: "unknown" }
  | { status: "signed-out" }
  /** The hint says signed in, but /api/me could not be asked (offline); asked again later. */
  | { status: "failed" }
  /** Asking, with no copy of this account yet. */
  | { status: "loading" }
  | { status: "ready"; copy: AccountCopy };

export const UNKNOWN: PersonalSnapshot = { status: "unknown" };

/** More pages than this of one account's lectures are not asked for (a bound, not a limit met). */
const MAX_PAGES = 50;

let snapshot: PersonalSnapshot = UNKNOWN;
let reading: { controller: AbortController; hint: string } | undefined;
// After a failed read, the tab's own checks wait this long before asking again.
let quietUntil = 0;
let watching = false;
const listeners = new Set<() => void>();

function set(next: PersonalSnapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

export function subscribePersonal(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function personalSnapshot(): PersonalSnapshot {
  return snapshot;
}

async function ask(page: string | undefined, signal: AbortSignal): Promise<PersonalData> {
  const query = page === undefined ? "" : `?${new URLSearchParams({ page })}`;
  const response = await fetch(`/api/me${query}`, { cache: "no-store", signal });
  if (!response.ok) throw new Error(`/api/me answered ${response.status}`);
  return (await response.json()) as PersonalData;
}

/** The account and all its lectures, page after page; `user` null once any page says so. */
async function askAll(signal: AbortSignal): Promise<PersonalData> {
  let page = await ask(undefined, signal);
  const quizzes = page.quizzes;
  const lectures = { ...page.lectures };
  const ratings = { ...page.ratings };
  for (let pages = 1; page.user && page.next && pages < MAX_PAGES; pages += 1) {
    page = await ask(page.next, signal);
    if (!page.user) return page;
    Object.assign(lectures, page.lectures);
    Object.assign(ratings, page.ratings);
  }
  return { user: page.user, lectures, ratings, quizzes };
}

function keep(copy: AccountCopy) {
  saveCopy(copy);
  set({ status: "ready", copy });
}

/** Signed out (here, in another tab, or the server said so): the copy goes at once. */
function drop() {
  reading?.controller.abort();
  reading = undefined;
  if (snapshot.status === "signed-out") return;
  saveCopy(null);
  set({ status: "signed-out" });
}

/** Progress or quiz results this browser kept signed out: carry-local.ts's code is then fetched. */
const keptSignedOut = () =>
  Object.keys(readLocalProgress()).length > 0 || readKeptQuizResults().length > 0;

async function read(hint: string): Promise<void> {
  reading?.controller.abort();
  const controller = new AbortController();
  reading = { controller, hint };
  try {
    let data = await askAll(controller.signal);
    if (data.user && keptSignedOut()) {
      const { carryLocal } = await import("./carry-local");
      if (await carryLocal(controller.signal)) data = await askAll(controller.signal);
    }
    if (controller.signal.aborted) return;
    if (!data.user) return drop();
    keep({
      // The answer renewed the hint; an older hint's value gives way to the account's.
      hint: signedInHint(document.cookie) ?? hint,
      readAt: Date.now(),
      user: data.user,
      lectures: data.lectures ?? {},
      ratings: data.ratings ?? {},
      quizzes: data.quizzes ?? {},
    });
  } catch {
    // Offline or the server is away: a copy already shown stays; the tab asks again later.
    if (controller.signal.aborted) return;
    quietUntil = Date.now() + RETURN_AFTER_MS;
    if (snapshot.status !== "ready") set({ status: "failed" });
  } finally {
    if (reading?.controller === controller) reading = undefined;
  }
}

/** Called on every page view, and by the tab's own checks: reads, keeps or drops the copy. */
export function syncPersonal(occasion: Occasion): void {
  watchTab();
  const hint = signedInHint(document.cookie);
  if (snapshot.status === "unknown") {
    const stored = loadCopy();
    if (stored && stored.hint === hint) set({ status: "ready", copy: stored });
  }
  const copy = snapshot.status === "ready" ? snapshot.copy : null;
  const step = nextStep(copy, hint, Date.now(), occasion);
  if (step === "drop") return drop();
  if (step === "keep" || hint === null) return;
  // After a failed read the tab's own checks wait; a page view asks at once.
  const quiet = occasion !== "view" && occasion !== "reload" && Date.now() < quietUntil;
  if (copy && copy.hint !== hint) {
    // Another account's copy never shows under this one's session.
    saveCopy(null);
    set({ status: quiet ? "failed" : "loading" });
  } else if (!copy && !quiet && snapshot.status !== "loading") set({ status: "loading" });
  if (!quiet && reading?.hint !== hint) void read(hint);
}

/** The first page view of this document: the browser's Reload reads afresh, others may not. */
export function firstView(): Occasion {
  const [entry] = performance.getEntriesByType("navigation");
  return (entry as PerformanceNavigationTiming | undefined)?.type === "reload" ? "reload" : "view";
}

/** The tab's own checks: the hint every few seconds, and a read when the student comes back. */
function watchTab() {
  if (watching) return;
  watching = true;
  const onReturn = () => {
    if (document.visibilityState === "visible") syncPersonal("return");
  };
  window.addEventListener("focus", onReturn);
  window.addEventListener("pageshow", onReturn);
  document.addEventListener("visibilitychange", onReturn);
  setInterval(() => {
    syncPersonal(document.visibilityState === "visible" ? "check" : "background");
  }, CHECK_EVERY_MS);
}

/** Log out pressed: the signed-in parts go at once. */
export const forgetPersonal = drop;

/**
 * The account changed behind the copy (a write's answer says the session is gone, or the history
 * was forgotten): read now. The kept copy goes at once, so a page opened meanwhile reads too.
 */
export function recheckPersonal(): void {
  saveCopy(null);
  syncPersonal("reload");
}

/** The account's copy of one lecture, if this tab has the copy and it has the lecture. */
export function personalLecture(lectureId: number): AccountLecture | undefined {
  return snapshot.status === "ready" ? snapshot.copy.lectures[lectureId] : undefined;
}

/** A report going out: the lecture as this browser shows it, until the server's answer. */
export function showLecture(lectureId: number, lecture: AccountLecture): void {
  if (snapshot.status === "ready") keep(withLecture(snapshot.copy, lectureId, lecture));
}

/** A graded quiz's best and last: its marks follow without reading the account again. */
export function showQuizScore(quizId: number, score: QuizScore): void {
  if (snapshot.status === "ready") keep(withQuizScore(snapshot.copy, quizId, score));
}

/** A report's answer or a new rating: the marks and the rating on screen follow. */
export function updatePersonal(change: {
  lectureId: number;
  progress?: LectureProgressView;
  rating?: number;
}): void {
  if (snapshot.status !== "ready") return;
  let copy = snapshot.copy;
  if (change.progress) copy = withProgress(copy, change.lectureId, change.progress);
  if (change.rating) copy = withRating(copy, change.lectureId, change.rating);
  keep(copy);
}
