import type { LectureProgressView, PersonalData } from "@/lib/personal";
import { MAX_CLAIM_TOKENS, MAX_WAITING_REPORTS } from "@/lib/progress-claim";
import { hasSignedInHint } from "@/lib/signed-in-hint";
import {
  mergeReports,
  readLocalProgress,
  removeLocalEntries,
  type LocalEntry,
} from "./local-progress";

/**
 * The student's own parts of the page on screen (decision 0029), shared by every island that
 * shows one: the account corner, the rating, progress marks, "Continue watching". Pages are the
 * same for everyone; this asks GET /api/me once per page view, and only when the signed-in hint
 * cookie says there is a session. Before hydration every island shows its signed-out form.
 */
export type PersonalSnapshot =
  | { status: "unknown" }
  | { status: "signed-out" }
  /** The hint says signed in, but /api/me could not be asked (offline); asked again next page. */
  | { status: "failed" }
  /** Asking; `data` is the previous page's answer, so the name does not flicker. */
  | { status: "loading"; page: string; data: PersonalData | null }
  | {
      status: "ready";
      page: string;
      data: PersonalData & { user: { name: string; workspace: boolean } };
    };

export const UNKNOWN: PersonalSnapshot = { status: "unknown" };

let snapshot: PersonalSnapshot = UNKNOWN;
let asking: AbortController | undefined;
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

async function ask(page: string, signal: AbortSignal): Promise<PersonalData> {
  const response = await fetch(`/api/me?${new URLSearchParams({ page })}`, {
    cache: "no-store",
    signal,
  });
  if (!response.ok) throw new Error(`/api/me answered ${response.status}`);
  return (await response.json()) as PersonalData;
}

const hasWaiting = (entry: LocalEntry) => Array.isArray(entry.waiting) && entry.waiting.length > 0;
const worthless = (entry: LocalEntry) => !entry.token && !hasWaiting(entry);

/**
 * Progress counted while signed out, handed to the account; true when some was taken. The reports
 * still waiting for an answer go with their tokens, so none is lost (decision 0030). A claim takes
 * at most MAX_CLAIM_TOKENS lectures (decision 0062): the rest go with the next page views.
 */
async function carryLocalProgress(signal: AbortSignal): Promise<boolean> {
  const entries = Object.entries(readLocalProgress());
  const batch = [
    ...entries.filter(([, entry]) => hasWaiting(entry)),
    ...entries.filter(([, entry]) => !hasWaiting(entry) && !worthless(entry)),
  ].slice(0, MAX_CLAIM_TOKENS);
  const tokens = batch.flatMap(([, entry]) => entry.token ?? []);
  const waiting = batch
    .flatMap(([id, entry]) => {
      const report = Array.isArray(entry.waiting) ? mergeReports(entry.waiting) : undefined;
      return report ? [{ lectureId: Number(id), ...report }] : [];
    })
    .slice(-MAX_WAITING_REPORTS);
  if (batch.length === 0) return false;
  const response = await fetch("/api/progress/claim", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ tokens, waiting }),
    signal,
  });
  if (!response.ok) return false;
  // What this browser kept of them, and entries nothing can prove (no token, nothing waiting).
  removeLocalEntries(
    [...batch, ...entries.filter(([, entry]) => worthless(entry))].map(([id]) => id),
  );
  return true;
}

/** Called on every page view with the page's path and query. */
export function syncPersonal(page: string): void {
  if (!hasSignedInHint(document.cookie)) {
    asking?.abort();
    if (snapshot.status !== "signed-out") set({ status: "signed-out" });
    return;
  }
  if ("page" in snapshot && snapshot.page === page) return;
  asking?.abort();
  const controller = new AbortController();
  asking = controller;
  const previous = snapshot.status === "ready" ? snapshot.data : null;
  set({ status: "loading", page, data: previous });
  void (async () => {
    try {
      let data = await ask(page, controller.signal);
      if (data.user && (await carryLocalProgress(controller.signal))) {
        data = await ask(page, controller.signal);
      }
      if (controller.signal.aborted) return;
      const user = data.user;
      set(user ? { status: "ready", page, data: { ...data, user } } : { status: "signed-out" });
    } catch {
      // Offline or the server is away: the page stays usable; the next page view asks again.
      if (!controller.signal.aborted) set({ status: "failed" });
    }
  })();
}

/** Log out pressed: the signed-in parts go at once. */
export function forgetPersonal(): void {
  asking?.abort();
  set({ status: "signed-out" });
}

/** A report's answer or a new rating: the marks and the rating on screen follow. */
export function updatePersonal(change: {
  lectureId: number;
  progress?: LectureProgressView;
  rating?: number;
}): void {
  if (snapshot.status !== "ready") return;
  const { data } = snapshot;
  const key = String(change.lectureId);
  set({
    ...snapshot,
    data: {
      ...data,
      lectures: change.progress ? { ...data.lectures, [key]: change.progress } : data.lectures,
      ratings: change.rating ? { ...data.ratings, [key]: change.rating } : data.ratings,
    },
  });
}
