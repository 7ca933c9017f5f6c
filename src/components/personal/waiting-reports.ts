import { hasSignedInHint } from "@/lib/signed-in-hint";
import type { ProgressAnswer } from "@/server/progress/report-endpoint";
import {
  mergeReports,
  readLocalProgress,
  saveLocalEntry,
  type WaitingReport,
} from "./local-progress";
import { recheckPersonal, updatePersonal } from "./personal-store";
import { tellReportOutcome as tell, type ReportOutcome } from "./report-outcomes";

/**
 * The player's progress reports on their way to POST /api/progress (decision 0030). One request
 * per lecture at a time; what happens meanwhile waits and goes in the next one, merged.
 *
 * Signed out, the answer is the count signed into a token, and the next report carries it: a report
 * is a function of the token it carries. So the reports still waiting for an answer are kept
 * beside the token in this browser (one write), and a reload that loses an answer loses nothing:
 * the next view sends them again from the same token (resendWaiting), or the claim carries them
 * into the account. Signed in, the server keeps the count; the waiting ones stay in memory and
 * go at once, beside the one on its way, when the page is left (sendOnLeaving).
 */

/** Per lecture: how many of its first waiting reports the request on its way carries. */
const inFlight = new Map<number, number>();
/** Signed in: the reports not answered yet, per lecture. */
const inMemory = new Map<number, WaitingReport[]>();
/** Per lecture: how long to wait before sending again what a busy or unreachable server left. */
const retryDelay = new Map<number, number>();
const FIRST_RETRY_MS = 2_000;
const LAST_RETRY_MS = 60_000;

const signedOut = () => !hasSignedInHint(document.cookie);

/** Adds a report; it joins the last waiting one unless that one is already on its way. */
function appended(list: readonly WaitingReport[], report: WaitingReport, sending: number) {
  if (list.length <= sending) return [...list, report];
  return [...list.slice(0, -1), mergeReports([list.at(-1)!, report])!];
}

function waitingOf(lectureId: number): WaitingReport[] {
  if (!signedOut()) return inMemory.get(lectureId) ?? [];
  const waiting = readLocalProgress()[lectureId]?.waiting;
  return Array.isArray(waiting) ? waiting : [];
}

/**
 * Queues a report and sends what waits if nothing is on its way (`leaving`: see sendOnLeaving).
 * Signed out, `keep` writes what this browser shows of the lecture with the waiting reports.
 */
export function queueReport(
  lectureId: number,
  report: WaitingReport,
  leaving: boolean,
  keep: (waiting: WaitingReport[]) => void,
): void {
  const waiting = appended(waitingOf(lectureId), report, inFlight.get(lectureId) ?? 0);
  if (signedOut()) keep(waiting);
  else inMemory.set(lectureId, waiting);
  if (leaving) sendOnLeaving(lectureId);
  else void sendWaiting(lectureId);
}

async function post(body: Record<string, unknown>, keepalive = true): Promise<Response> {
  return fetch("/api/progress", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    keepalive,
  });
}

/** Sends every waiting report of a lecture as one request, unless one is on its way. */
async function sendWaiting(lectureId: number): Promise<void> {
  if (inFlight.has(lectureId)) return;
  const waiting = waitingOf(lectureId);
  const report = mergeReports(waiting);
  if (!report) return;
  const anonymous = signedOut();
  const token = anonymous ? readLocalProgress()[lectureId]?.token : undefined;
  inFlight.set(lectureId, waiting.length);
  let outcome: ReportOutcome = { kind: "failed" };
  let retryAfter = 0;
  try {
    const { event, watched, position, duration, sentAt } = report;
    const response = await post({ lectureId, event, watched, position, duration, token, sentAt });
    if (response.ok) {
      const answer = (await response.json()) as ProgressAnswer;
      settle(lectureId, waiting.length, anonymous, answer);
      outcome = { kind: "answered", answer, asked: event };
    } else if (response.status < 500 && response.status !== 429) {
      // Refused (a lecture that is gone): nothing to send again. Unavailable, or faster than
      // the server takes reports (decision 0062): they wait and go again (retryLater).
      settle(lectureId, waiting.length, anonymous, null);
    } else {
      retryAfter = Number(response.headers.get("Retry-After")) * 1000 || 0;
    }
  } catch {
    // Offline: the reports wait for the next one, the retry, or the next view.
  } finally {
    inFlight.delete(lectureId);
  }
  tell(lectureId, outcome);
  const waits = waitingOf(lectureId).length > 0;
  if (outcome.kind !== "answered") {
    if (waits) retryLater(lectureId, retryAfter);
    return;
  }
  retryDelay.delete(lectureId);
  if (waits) void sendWaiting(lectureId);
}

/**
 * What a busy or unreachable server left waits for the next report, or this retry, whichever
 * comes first: a pause is often the last report of a view, and the account would show less than
 * was watched until the student plays again. Each retry waits twice as long, up to a minute.
 */
function retryLater(lectureId: number, retryAfter: number) {
  const delay = retryDelay.get(lectureId) ?? FIRST_RETRY_MS;
  retryDelay.set(lectureId, Math.min(LAST_RETRY_MS, delay * 2));
  setTimeout(() => void sendWaiting(lectureId), Math.max(delay, retryAfter));
}

/**
 * The first `count` waiting reports have their answer and wait no more. Signed out, the answer's
 * token and what it says of the unlock are written with them in one go: a page that ends
 * between two writes could otherwise send them again from the new token and count them twice.
 */
function settle(
  lectureId: number,
  count: number,
  anonymous: boolean,
  answer: ProgressAnswer | null,
) {
  if (!anonymous) {
    inMemory.set(lectureId, (inMemory.get(lectureId) ?? []).slice(count));
    if (!answer) return;
    // Counted as a visitor's: the session ended (signed out elsewhere), so the copy may be stale.
    if (answer.token) return recheckPersonal();
    const { watchedSeconds, lastPosition, durationSeconds, unlocked, links } = answer;
    updatePersonal({
      lectureId,
      progress: { watchedSeconds, lastPosition, durationSeconds, unlocked, links },
    });
    return;
  }
  const entry = readLocalProgress()[lectureId];
  if (!entry) return;
  const waiting = waitingOf(lectureId).slice(count);
  const signed = answer?.token
    ? { token: answer.token, unlocked: answer.unlocked, links: answer.links }
    : {};
  saveLocalEntry(lectureId, { ...entry, ...signed, waiting });
}

/**
 * Leaving the page. Signed out, what waits is kept in this browser for the next view. Signed in,
 * it goes now, beside the one on its way (`keepalive` outlives the page), or it would be lost.
 */
function sendOnLeaving(lectureId: number): void {
  if (signedOut() || !inFlight.has(lectureId)) {
    void sendWaiting(lectureId);
    return;
  }
  const sending = inFlight.get(lectureId) ?? 0;
  const list = inMemory.get(lectureId) ?? [];
  const report = mergeReports(list.slice(sending));
  if (!report) return;
  inMemory.set(lectureId, list.slice(0, sending));
  const { event, watched, position, duration, sentAt } = report;
  // Leaving by a link keeps the page: its answer still shows (where to resume, the unlock).
  post({ lectureId, event, watched, position, duration, sentAt })
    .then(async (response) => {
      if (!response.ok) return;
      const answer = (await response.json()) as ProgressAnswer;
      settle(lectureId, 0, false, answer);
      tell(lectureId, { kind: "answered", answer, asked: event });
    })
    .catch(() => undefined);
}

/** A new view, signed out: the reports a reload or a lost connection left waiting go again. */
export function resendWaiting(): void {
  if (!signedOut()) return;
  for (const [id, entry] of Object.entries(readLocalProgress())) {
    if (Array.isArray(entry.waiting) && entry.waiting.length > 0) void sendWaiting(Number(id));
  }
}
