import type { LecturePlace, ProgressReporter } from "./progress-reporter";

/**
 * The progress reporter, with the queue that sends its reports, fetched when the student first
 * plays or unlocks, not with the player page: most views of a player never play (decision 0100).
 * What is asked of it meanwhile runs, in order, once the code is here.
 */
export type LazyReporter = {
  /** Runs `act` with the reporter, fetching its code if it has not been asked for yet. */
  run(act: (reporter: ProgressReporter) => void): void;
  /** Runs `act` only where the reporter was already asked for: a view that never played has nothing to report. */
  ifStarted(act: (reporter: ProgressReporter) => void): void;
};

export function lazyReporter(lectureId: number, place: LecturePlace): LazyReporter {
  let reporter: ProgressReporter | null = null;
  let loading: Promise<ProgressReporter> | null = null;
  const load = () =>
    (loading ??= import("./progress-reporter").then(
      (module) => (reporter = new module.ProgressReporter(lectureId, place)),
    ));
  const run = (act: (reporter: ProgressReporter) => void) => {
    if (reporter) act(reporter);
    // A failed fetch (offline) is asked again by the next event.
    else load().then(act, () => void (loading = null));
  };
  return { run, ifStarted: (act) => (loading ? run(act) : undefined) };
}
