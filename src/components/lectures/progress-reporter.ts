import { readLocalProgress, saveLocalEntry } from "@/components/personal/local-progress";
import { updatePersonal } from "@/components/personal/personal-store";
import type { ChapterRef } from "@/lib/lecture-urls";
import type { ProgressEvent } from "@/lib/progress-rules";
import { hasSignedInHint } from "@/lib/signed-in-hint";
import type { WatchState } from "@/lib/watch-tracker";
import type { ProgressAnswer } from "@/server/progress/report-endpoint";

/** While playing, a report every this many watched seconds (issue 16: never once a second). */
export const REPORT_EVERY_SECONDS = 10;

/**
 * Tells the server what the player counted on this page view: the seconds watched since the last
 * report, where playback is, the duration. Signed in, the server keeps it in the account; signed
 * out, it answers with a signed token that this browser keeps beside its own copy. A report lost
 * to the network is sent again with the next one.
 */
export class ProgressReporter {
  #reported = 0;
  #started = false;

  constructor(
    private readonly lectureId: number,
    private readonly chapter: ChapterRef,
  ) {}

  /** Sends when at least REPORT_EVERY_SECONDS were watched since the last report. */
  tick(state: WatchState, position: number): void {
    if (state.sessionSeconds - this.#reported >= REPORT_EVERY_SECONDS) {
      this.send("progress", state, position);
    }
  }

  /** The first play of this view starts the server's clock for the lecture. */
  play(state: WatchState, position: number): void {
    if (this.#started) return;
    this.#started = true;
    this.send("start", state, position);
  }

  /**
   * Pause, end, unlock, or leaving the page (`keepalive`: the request outlives the page).
   * Nothing is sent when the lecture never played on this view.
   */
  send(event: ProgressEvent, state: WatchState, position: number, keepalive = false): void {
    if (!this.#started && event !== "unlock") return;
    const delta = state.sessionSeconds - this.#reported;
    this.#reported = state.sessionSeconds;
    const signedOut = !hasSignedInHint(document.cookie);
    const kept = readLocalProgress()[this.lectureId];
    const duration = state.duration > 0 ? state.duration : null;
    if (signedOut) this.keepLocally(state, position, kept?.token);
    const body = {
      lectureId: this.lectureId,
      event,
      watched: delta,
      position: Number.isFinite(position) ? Math.max(0, position) : 0,
      duration,
      token: signedOut ? kept?.token : undefined,
      sentAt: Date.now(),
    };
    fetch("/api/progress", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      keepalive,
    })
      .then(async (response) => {
        // Refused (a lecture that is gone): nothing to retry. Unavailable: send it again later.
        if (response.status >= 500) this.#reported -= delta;
        if (!response.ok) return;
        this.remember((await response.json()) as ProgressAnswer, state, position);
      })
      .catch(() => {
        this.#reported -= delta;
      });
  }

  private keepLocally(state: WatchState, position: number, token: string | undefined) {
    saveLocalEntry(this.lectureId, {
      watchedSeconds: state.watchedSeconds,
      lastPosition: position,
      durationSeconds: state.duration > 0 ? state.duration : null,
      unlocked: state.unlocked,
      token,
      chapter: this.chapter,
    });
  }

  private remember(answer: ProgressAnswer, state: WatchState, position: number) {
    if (answer.token) {
      const kept = readLocalProgress()[this.lectureId];
      if (kept) saveLocalEntry(this.lectureId, { ...kept, token: answer.token });
      else this.keepLocally(state, position, answer.token);
      return;
    }
    const { watchedSeconds, lastPosition, durationSeconds, unlocked } = answer;
    updatePersonal({
      lectureId: this.lectureId,
      progress: { watchedSeconds, lastPosition, durationSeconds, unlocked },
    });
  }
}
