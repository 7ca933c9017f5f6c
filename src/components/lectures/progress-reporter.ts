import {
  readLocalProgress,
  saveLocalEntry,
  type WaitingReport,
} from "@/components/personal/local-progress";
import { personalLecture, showLecture } from "@/components/personal/personal-store";
import { queueReport } from "@/components/personal/waiting-reports";
import type { ChapterRef } from "@/lib/lecture-urls";
import type { ProgressEvent } from "@/lib/progress-rules";
import { hasSignedInHint } from "@/lib/signed-in-hint";
import type { WatchState } from "@/lib/watch-tracker";

/** While playing, a report every this many watched seconds (decision 0030: never once a second). */
export const REPORT_EVERY_SECONDS = 10;

/**
 * What the tracker counted at one moment of the page's clock (`at`, ms): the time a report was
 * made, not the time it goes. The reporter's code comes after the first play (lazy-reporter.ts),
 * and what the student did meanwhile is reported, in order, once it is here.
 */
export type WatchMoment = { state: WatchState; position: number; at: number };

/** Where the lecture is and what it is called: kept with its progress in this browser. */
export type LecturePlace = { chapter: ChapterRef; lectureNo: number; lectureName: string };

/**
 * Tells the server what the player counted on this page view: the seconds watched since the last
 * report, where playback is, the duration. Signed in, the server keeps it in the account; signed
 * out, it answers with a signed token that this browser keeps beside its own copy. Either way
 * the browser shows its own count at once, until the answer (decision 0064 for the account's copy).
 * The reports go through waiting-reports.ts, which sends them one at a time and keeps those not
 * yet answered.
 */
export class ProgressReporter {
  #counted = 0;
  #started = false;
  #startedSignedIn = false;

  constructor(
    private readonly lectureId: number,
    private readonly place: LecturePlace,
  ) {}

  /** Sends when at least REPORT_EVERY_SECONDS were watched since the last report. */
  tick(moment: WatchMoment): void {
    if (moment.state.sessionSeconds - this.#counted >= REPORT_EVERY_SECONDS) {
      this.send("progress", moment);
    }
  }

  /** The first play of this view starts the server's clock for the lecture. */
  play(moment: WatchMoment): void {
    if (this.#started) return;
    this.#started = true;
    this.#startedSignedIn = hasSignedInHint(document.cookie);
    this.send("start", moment);
  }

  /**
   * Pause, end, unlock, or leaving the page (`leaving`: what waits goes at once where it must).
   * Nothing is sent when the lecture never played on this view.
   */
  send(event: ProgressEvent, { state, position, at }: WatchMoment, leaving = false): void {
    if (!this.#started && event !== "unlock") return;
    // A view that began signed in and lost its session (Log out, another tab) leaves nothing
    // for whoever signs in next on this browser to carry into their account.
    if (this.#startedSignedIn && !hasSignedInHint(document.cookie)) return;
    const report: WaitingReport = {
      event,
      watched: state.sessionSeconds - this.#counted,
      position: Number.isFinite(position) ? Math.max(0, position) : 0,
      duration: state.duration > 0 ? state.duration : null,
      sentAt: at,
    };
    this.#counted = state.sessionSeconds;
    if (hasSignedInHint(document.cookie)) this.showInCopy(state, report.position, at);
    queueReport(this.lectureId, report, leaving, (waiting) =>
      this.keepLocally(state, report.position, waiting),
    );
  }

  /** Signed out: what this browser shows of the lecture, with the reports still waiting. */
  private keepLocally(state: WatchState, position: number, waiting: WaitingReport[]) {
    const kept = readLocalProgress()[this.lectureId];
    saveLocalEntry(this.lectureId, {
      watchedSeconds: state.watchedSeconds,
      lastPosition: position,
      durationSeconds: state.duration > 0 ? state.duration : null,
      // Only the server's answers say whether it is unlocked, and give the links.
      unlocked: kept?.unlocked ?? false,
      links: kept?.links,
      token: kept?.token,
      waiting,
      chapter: this.place.chapter,
    });
  }

  /** Signed in: the account's copy in this tab shows the lecture as this browser counts it. */
  private showInCopy(state: WatchState, position: number, at: number) {
    const kept = personalLecture(this.lectureId);
    showLecture(this.lectureId, {
      ...this.place,
      watchedSeconds: state.watchedSeconds,
      lastPosition: position,
      durationSeconds: state.duration > 0 ? state.duration : null,
      // Only the server's answers say whether it is unlocked, and give the links.
      unlocked: kept?.unlocked ?? false,
      links: kept?.links,
      updatedAt: at,
    });
  }
}
