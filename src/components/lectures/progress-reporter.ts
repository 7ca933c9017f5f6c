import { readLocalProgress, saveLocalEntry } from "@/components/personal/local-progress";
import { updatePersonal } from "@/components/personal/personal-store";
import type { ChapterRef } from "@/lib/lecture-urls";
import type { ProgressEvent } from "@/lib/progress-rules";
import { hasSignedInHint } from "@/lib/signed-in-hint";
import type { WatchState } from "@/lib/watch-tracker";
import type { ProgressAnswer } from "@/server/progress/report-endpoint";

/** While playing, a report every this many watched seconds (issue 16: never once a second). */
export const REPORT_EVERY_SECONDS = 10;

type Moment = { event: ProgressEvent; state: WatchState; position: number };

/**
 * Tells the server what the player counted on this page view: the seconds watched since the last
 * report, where playback is, the duration. Signed in, the server keeps it in the account; signed
 * out, it answers with a signed token that this browser keeps beside its own copy.
 *
 * One report is on its way at a time; what happens meanwhile waits and goes in the next one (an
 * unlock is never dropped). Every request is `keepalive`, so leaving the page does not cancel it,
 * and a report the network lost is counted again in the next one.
 */
export class ProgressReporter {
  #sent = 0;
  #started = false;
  #inFlight = false;
  #waiting: Moment | null = null;

  constructor(
    private readonly lectureId: number,
    private readonly chapter: ChapterRef,
  ) {}

  /** Sends when at least REPORT_EVERY_SECONDS were watched since the last report. */
  tick(state: WatchState, position: number): void {
    if (state.sessionSeconds - this.#sent >= REPORT_EVERY_SECONDS) {
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
   * Pause, end, unlock, or leaving the page (`leaving`: sent at once, even beside another one).
   * Nothing is sent when the lecture never played on this view.
   */
  send(event: ProgressEvent, state: WatchState, position: number, leaving = false): void {
    if (!this.#started && event !== "unlock") return;
    if (!hasSignedInHint(document.cookie)) {
      this.keepLocally(state, position, readLocalProgress()[this.lectureId]?.token);
    }
    if (this.#inFlight && !leaving) {
      const unlock = event === "unlock" || this.#waiting?.event === "unlock";
      this.#waiting = { event: unlock ? "unlock" : event, state, position };
      return;
    }
    void this.post({ event, state, position });
  }

  private async post({ event, state, position }: Moment): Promise<void> {
    const delta = state.sessionSeconds - this.#sent;
    this.#sent = state.sessionSeconds;
    this.#inFlight = true;
    const signedOut = !hasSignedInHint(document.cookie);
    const body = {
      lectureId: this.lectureId,
      event,
      watched: delta,
      position: Number.isFinite(position) ? Math.max(0, position) : 0,
      duration: state.duration > 0 ? state.duration : null,
      token: signedOut ? readLocalProgress()[this.lectureId]?.token : undefined,
      sentAt: Date.now(),
    };
    try {
      const response = await fetch("/api/progress", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
        keepalive: true,
      });
      // Refused (a lecture that is gone): nothing to retry. Unavailable: counted again next time.
      if (response.status >= 500) this.#sent -= delta;
      if (response.ok) this.remember((await response.json()) as ProgressAnswer, state, position);
    } catch {
      this.#sent -= delta;
    } finally {
      this.#inFlight = false;
      const waiting = this.#waiting;
      this.#waiting = null;
      if (waiting) void this.post(waiting);
    }
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
