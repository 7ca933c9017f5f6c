import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PersonalData } from "@/lib/personal";
import { CHECK_EVERY_MS, PERSONAL_TTL_MS, RETURN_AFTER_MS } from "./personal-policy";
import type { PersonalSnapshot } from "./personal-store";

/*
 * This tab's copy of the account (decision 0064), in a page of its own: a sessionStorage that
 * outlives a page (a fresh import of the modules), the hint cookie, the clock, and a fetch the
 * test answers at once.
 */

const KEY = "parhai.personal.v1";
const AYESHA: PersonalData = {
  user: { name: "Ayesha", workspace: false },
  lectures: {},
  ratings: {},
};
let session: Map<string, string>;
let asked: string[];
let answers: PersonalData[];
let navigation: string;
let failing: boolean;
const page = { cookie: "parhai-signed-in=account-a", visibilityState: "visible" };

function browser() {
  const storage = (map: Map<string, string>) => ({
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => map.set(key, value),
    removeItem: (key: string) => map.delete(key),
  });
  vi.stubGlobal("window", {
    sessionStorage: storage(session),
    localStorage: storage(new Map()),
    addEventListener: () => undefined,
  });
  vi.stubGlobal("document", { ...page, addEventListener: () => undefined });
  vi.stubGlobal("performance", { getEntriesByType: () => [{ type: navigation }] });
  vi.stubGlobal("fetch", (url: string) => {
    asked.push(url);
    const answer = answers.shift() ?? AYESHA;
    if (failing) return Promise.resolve({ ok: false, status: 503 });
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(answer) });
  });
}

/** A page of the visit: the modules loaded again, nothing in memory but sessionStorage. */
async function view() {
  vi.resetModules();
  browser();
  const store = await import("./personal-store");
  store.syncPersonal(store.firstView());
  await vi.advanceTimersByTimeAsync(0);
  return store;
}

const status = (store: { personalSnapshot: () => PersonalSnapshot }) =>
  store.personalSnapshot().status;

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 24) });
  session = new Map();
  asked = [];
  answers = [];
  navigation = "navigate";
  failing = false;
  page.cookie = "parhai-signed-in=account-a";
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the account's copy in this tab", () => {
  it("is read once per visit: the next pages show it without asking", async () => {
    const first = await view();
    expect(asked).toEqual(["/api/me"]);
    expect(status(first)).toBe("ready");
    const second = await view();
    expect(status(second)).toBe("ready");
    expect(asked).toHaveLength(1);
    navigation = "reload";
    await view();
    expect(asked).toHaveLength(2);
  });

  it("is read again once it is a TTL old, by the open tab's own check", async () => {
    await view();
    await vi.advanceTimersByTimeAsync(PERSONAL_TTL_MS - CHECK_EVERY_MS);
    expect(asked).toHaveLength(1);
    answers.push({ user: null });
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS);
    expect(asked).toHaveLength(2);
    // The session had ended elsewhere: the copy is gone.
    expect(session.has(KEY)).toBe(false);
  });

  it("goes at once, without asking, when the hint goes (signed out in another tab)", async () => {
    const store = await view();
    page.cookie = "";
    browser();
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS);
    expect(status(store)).toBe("signed-out");
    expect(session.has(KEY)).toBe(false);
    expect(asked).toHaveLength(1);
  });

  it("never shows under another account's hint: that account is read instead", async () => {
    await view();
    page.cookie = "parhai-signed-in=account-b";
    answers.push({ user: { name: "Bilal", workspace: false }, lectures: {}, ratings: {} });
    const next = await view();
    expect(asked).toHaveLength(2);
    const shown = next.personalSnapshot();
    expect(shown.status === "ready" && shown.copy.user.name).toBe("Bilal");
  });

  it("after a failed read, asks again only after a while or on the next page view", async () => {
    failing = true;
    const store = await view();
    expect(status(store)).toBe("failed");
    await vi.advanceTimersByTimeAsync(RETURN_AFTER_MS - CHECK_EVERY_MS);
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS);
    expect(asked).toHaveLength(2);
    store.syncPersonal("view");
    expect(asked).toHaveLength(3);
  });

  it("pages through a long history, asking for each page after the last", async () => {
    const lecture = (id: number) => ({
      [id]: {
        watchedSeconds: 1,
        lastPosition: 1,
        durationSeconds: 10,
        unlocked: false,
        chapter: { classSlug: "9th", subject: "physics", chapterNo: 1, chapterName: "Units" },
        lectureNo: id,
        lectureName: "L",
        updatedAt: 1,
      },
    });
    answers.push(
      { ...AYESHA, lectures: lecture(1), next: "5-1" },
      { ...AYESHA, lectures: lecture(2) },
    );
    const store = await view();
    expect(asked).toEqual(["/api/me", "/api/me?page=5-1"]);
    const shown = store.personalSnapshot();
    expect(shown.status === "ready" && Object.keys(shown.copy.lectures)).toEqual(["1", "2"]);
  });
});
