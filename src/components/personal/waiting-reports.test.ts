import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LocalEntry, WaitingReport } from "./local-progress";

/*
 * The reports still waiting for an answer (decision 0030), in a page of their own: a storage that
 * outlives a "reload" (a fresh import of the modules), cookies, and a fetch the test answers.
 */

type Sent = {
  body: Record<string, unknown>;
  answer: (body: unknown, status?: number, headers?: Record<string, string>) => void;
};

const KEY = "parhai.progress.v1";
const chapter = { classSlug: "9th", subject: "physics", chapterNo: 1, chapterName: "Units" };
let storage: Map<string, string>;
let sent: Sent[];

function browser(cookie = "") {
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
  vi.stubGlobal("document", { cookie });
  vi.stubGlobal("fetch", (_url: string, init: { body: string }) => {
    const body = JSON.parse(init.body) as Record<string, unknown>;
    return new Promise((resolve) =>
      sent.push({
        body,
        answer: (answer, status = 200, headers = {}) =>
          resolve({
            ok: status < 300,
            status,
            headers: new Headers(headers),
            json: () => Promise.resolve(answer),
          }),
      }),
    );
  });
}

/** A page view: the modules as a reload loads them again, with nothing in memory. */
async function view() {
  vi.resetModules();
  const reports = await import("./waiting-reports");
  const local = await import("./local-progress");
  return { ...reports, ...local };
}

const report = (event: WaitingReport["event"], watched: number, sentAt: number): WaitingReport => ({
  event,
  watched,
  position: watched,
  duration: 100,
  sentAt,
});

function entry(waiting: WaitingReport[]): LocalEntry {
  return {
    watchedSeconds: 0,
    lastPosition: 0,
    durationSeconds: 100,
    unlocked: false,
    waiting,
    chapter,
  };
}

const stored = () => JSON.parse(storage.get(KEY) ?? "{}") as Record<string, LocalEntry>;
/** Lets the answers' promises run (the retries' timers are the test's: fake). */
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout"] });
  storage = new Map();
  sent = [];
  browser();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("waiting reports, signed out", () => {
  it("keep a report whose answer a reload lost, and send it again from the same token", async () => {
    const first = await view();
    // What the player keeps: its own copy, the token as it is, and the waiting reports.
    const keep = (waiting: WaitingReport[]) =>
      first.saveLocalEntry(7, { ...(first.readLocalProgress()[7] ?? entry([])), waiting });
    first.queueReport(7, report("start", 0, 1000), false, keep);
    sent[0]!.answer({ watchedSeconds: 0, unlocked: false, token: "t0" });
    await flush();
    expect(stored()["7"]).toMatchObject({ token: "t0", waiting: [] });

    // The pause goes; the unlock waits behind it; the page ends before the pause's answer.
    first.queueReport(7, report("pause", 85, 2000), false, keep);
    first.queueReport(7, report("unlock", 0, 2100), false, keep);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toMatchObject({ event: "pause", watched: 85, token: "t0" });
    expect(stored()["7"]!.waiting).toHaveLength(2);

    const next = await view();
    next.resendWaiting();
    expect(sent).toHaveLength(3);
    // One report from the token the lost answer would have replaced: nothing counted twice.
    expect(sent[2]!.body).toMatchObject({
      event: "unlock",
      watched: 85,
      token: "t0",
      sentAt: 2100,
    });
    const links = { quickQuizUrl: "https://example.com/q", lectureNotesUrl: null };
    sent[2]!.answer({ watchedSeconds: 85, unlocked: true, links, token: "t1" });
    await flush();
    expect(stored()["7"]).toMatchObject({ token: "t1", unlocked: true, links, waiting: [] });
  });

  it("merge what happens while one report is on its way, and keep it when the server is away", async () => {
    const page = await view();
    const keep = (waiting: WaitingReport[]) => page.saveLocalEntry(3, entry(waiting));
    page.queueReport(3, report("start", 0, 1000), false, keep);
    page.queueReport(3, report("progress", 10, 2000), false, keep);
    page.queueReport(3, report("pause", 4, 3000), false, keep);
    expect(stored()["3"]!.waiting).toEqual([
      report("start", 0, 1000),
      { ...report("pause", 14, 3000), position: 4 },
    ]);
    sent[0]!.answer({ error: "unavailable" }, 503);
    await flush();
    expect(sent).toHaveLength(1);
    expect(stored()["3"]!.waiting).toHaveLength(2);
  });

  it("send again what a busy server left, after a wait that grows, and what it asked for", async () => {
    const page = await view();
    const keep = (waiting: WaitingReport[]) => page.saveLocalEntry(4, entry(waiting));
    page.queueReport(4, report("pause", 50, 1000), false, keep);
    sent[0]!.answer({ error: "unavailable" }, 503);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toMatchObject({ event: "pause", watched: 50 });
    sent[1]!.answer({ error: "too-many-reports" }, 429, { "Retry-After": "9" });
    await vi.advanceTimersByTimeAsync(8_999);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(3);
    sent[2]!.answer({ error: "unavailable" }, 503);
    // The third wait is twice the second's 4 s.
    await vi.advanceTimersByTimeAsync(7_999);
    expect(sent).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(4);
    sent[3]!.answer({ watchedSeconds: 50, unlocked: false, token: "t1" });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(4);
    expect(stored()["4"]).toMatchObject({ token: "t1", waiting: [] });
  });

  it("keep at most 20 waiting reports, dropping the lectures waited on longest", async () => {
    const page = await view();
    for (let id = 1; id <= 25; id++) {
      page.saveLocalEntry(id, entry([report("progress", 10, id * 1000)]));
    }
    const waiting = Object.entries(stored()).filter(([, e]) => (e.waiting ?? []).length > 0);
    expect(waiting.map(([id]) => Number(id))).toEqual(Array.from({ length: 20 }, (_, i) => i + 6));
  });
});

describe("waiting reports, signed in", () => {
  it("send what waits at once when the page is left, beside the one on its way", async () => {
    browser("parhai-signed-in=1");
    const page = await view();
    const keep = () => {
      throw new Error("signed in, nothing is kept in this browser");
    };
    page.queueReport(5, report("start", 0, 1000), false, keep);
    page.queueReport(5, report("unlock", 80, 2000), false, keep);
    page.queueReport(5, report("leave", 1, 2100), true, keep);
    expect(sent.map((one) => one.body.event)).toEqual(["start", "unlock"]);
    expect(sent[1]!.body).toMatchObject({ watched: 81 });
    expect(sent[1]!.body.token).toBeUndefined();
    expect(storage.size).toBe(0);
  });
});
