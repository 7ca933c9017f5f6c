import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { requestCounters } from "@/server/db/schema";
import { countRequest, readCount, releaseRequest, takeRequest } from "@/server/limits/counters";
import { DATABASE_KINDS, openTestDatabase } from "./databases";

const T0 = new Date("2026-11-23T10:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

describe.each(DATABASE_KINDS)("request counters on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(() => handle.close());

  it("allows `max` requests in a window, then refuses with the seconds left", async () => {
    const limit = { max: 3, windowMs: 60_000 };
    const decisions = [];
    for (let i = 0; i < 5; i += 1) decisions.push(await takeRequest(handle.db, "a", limit, at(i)));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false, false]);
    expect(decisions[4]!.retryAfterSeconds).toBe(60);
    expect(await readCount(handle.db, "a", at(10))).toBe(5);
  });

  it("opens a new window once the old one ended, and counts keys apart", async () => {
    const limit = { max: 1, windowMs: 1000 };
    expect((await takeRequest(handle.db, "b", limit, at(0))).allowed).toBe(true);
    expect((await takeRequest(handle.db, "c", limit, at(0))).allowed).toBe(true);
    expect((await takeRequest(handle.db, "b", limit, at(999))).allowed).toBe(false);
    expect((await takeRequest(handle.db, "b", limit, at(1000))).allowed).toBe(true);
    expect(await readCount(handle.db, "c", at(1000))).toBe(0);
  });

  it("gives each of many simultaneous requests its own number", async () => {
    const counted = await Promise.all(
      Array.from({ length: 20 }, () => countRequest(handle.db, "burst", 60_000, T0)),
    );
    expect(counted.map((c) => c.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it("gives a request back, never below zero and never into an ended window", async () => {
    await countRequest(handle.db, "d", 60_000, T0);
    await countRequest(handle.db, "d", 60_000, T0);
    await releaseRequest(handle.db, "d", T0);
    expect(await readCount(handle.db, "d", T0)).toBe(1);
    await releaseRequest(handle.db, "d", T0);
    await releaseRequest(handle.db, "d", T0);
    expect(await readCount(handle.db, "d", T0)).toBe(0);
  });

  it("drops the rows of ended windows when a new window opens", async () => {
    await countRequest(handle.db, "old", 1000, T0);
    await countRequest(handle.db, "fresh", 1000, at(5000));
    const keys = (await handle.db.select({ key: requestCounters.key }).from(requestCounters)).map(
      (row) => row.key,
    );
    expect(keys).toContain("fresh");
    expect(keys).not.toContain("old");
  });
});
