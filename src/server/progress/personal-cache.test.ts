import { afterEach, describe, expect, it, vi } from "vitest";
import type { Listen } from "@/server/db/listen";
import { PersonalCache } from "./personal-cache";

// The cache logs when it listens and when it loses the listener; keep the output clean.
vi.mock("@/server/log", () => ({ log: vi.fn() }));

/** A listener the test drives: notices and failures on demand. */
function fakeListen() {
  const state: {
    notice?: (payload: string) => void;
    lose?: (error: unknown) => void;
    fail: boolean;
    calls: number;
  } = { fail: false, calls: 0 };
  const listen: Listen = (_channel, onNotice, onLost) => {
    state.calls += 1;
    if (state.fail) return Promise.reject(new Error("down"));
    state.notice = onNotice;
    state.lose = onLost;
    return Promise.resolve({ close: () => Promise.resolve() });
  };
  return { listen, state };
}

const NOW = 1_000_000;
const entry = (token: string, userId: string, body = `{"user":"${userId}"}`) => ({
  token,
  scope: "home",
  userId,
  body,
  freshUntil: NOW + 60_000,
});

afterEach(() => {
  vi.useRealTimers();
});

describe("PersonalCache", () => {
  it("keeps nothing before the listener is up", () => {
    const cache = new PersonalCache(fakeListen().listen);
    expect(cache.ticket()).toBeUndefined();
    cache.put(cache.ticket(), entry("t1", "u1"));
    expect(cache.get("t1", "home", NOW)).toBeUndefined();
  });

  it("serves a kept answer until it is stale, and drops a student's answers on a notice", async () => {
    const { listen, state } = fakeListen();
    const cache = new PersonalCache(listen);
    await cache.start();
    cache.put(cache.ticket(), entry("t1", "u1"));
    cache.put(cache.ticket(), entry("t2", "u2"));
    expect(cache.get("t1", "home", NOW)).toBe('{"user":"u1"}');
    expect(cache.get("t1", "home", NOW + 60_000)).toBeUndefined();
    state.notice!("u1");
    expect(cache.get("t1", "home", NOW)).toBeUndefined();
    expect(cache.get("t2", "home", NOW)).toBe('{"user":"u2"}');
    state.notice!("*");
    expect(cache.get("t2", "home", NOW)).toBeUndefined();
  });

  it("never keeps a read that began before its student changed", async () => {
    const { listen, state } = fakeListen();
    const cache = new PersonalCache(listen);
    await cache.start();
    const before = cache.ticket();
    state.notice!("u1");
    cache.put(before, entry("t1", "u1"));
    expect(cache.get("t1", "home", NOW)).toBeUndefined();
    // Another student's change does not concern this read.
    const ticket = cache.ticket();
    state.notice!("u2");
    cache.put(ticket, entry("t1", "u1"));
    expect(cache.get("t1", "home", NOW)).toBeDefined();
  });

  it("drops a signed-out token's student", async () => {
    const cache = new PersonalCache(fakeListen().listen);
    await cache.start();
    cache.put(cache.ticket(), entry("t1", "u1"));
    cache.dropToken("t1");
    expect(cache.get("t1", "home", NOW)).toBeUndefined();
  });

  it("forgets everything when the listener is lost, and listens again with a backoff", async () => {
    vi.useFakeTimers();
    const { listen, state } = fakeListen();
    const cache = new PersonalCache(listen);
    await cache.start();
    const ticket = cache.ticket();
    cache.put(ticket, entry("t1", "u1"));
    state.fail = true;
    state.lose!(new Error("connection reset"));
    expect(cache.live).toBe(false);
    expect(cache.get("t1", "home", NOW)).toBeUndefined();
    cache.put(ticket, entry("t1", "u1"));
    expect(cache.stats.entries).toBe(0);
    await vi.advanceTimersByTimeAsync(250);
    expect(state.calls).toBe(2);
    expect(cache.live).toBe(false);
    state.fail = false;
    await vi.advanceTimersByTimeAsync(500);
    expect(cache.live).toBe(true);
    // A read that began while it was down is not kept either.
    cache.put(ticket, entry("t1", "u1"));
    expect(cache.get("t1", "home", NOW)).toBeUndefined();
    await cache.close();
  });
});

describe("PersonalCache on sign-out", () => {
  it("does not keep a read of the session that was under way when it signed out", async () => {
    const cache = new PersonalCache(fakeListen().listen);
    await cache.start();
    const ticket = cache.ticket();
    cache.dropToken("t1");
    cache.put(ticket, entry("t1", "u1"));
    expect(cache.get("t1", "home", NOW)).toBeUndefined();
  });
});
