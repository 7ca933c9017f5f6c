import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredProgress } from "@/lib/progress-rules";
import type { DatabaseHandle } from "@/server/db/client";
import { lectureProgress, lectures, requestCounters, user } from "@/server/db/schema";
import { CLAIM_LIMITS } from "@/lib/progress-claim";
import { claimProgress } from "@/server/progress/claim-endpoint";
import type { WaitingReport } from "@/server/progress/claim-rules";
import { getProgress } from "@/server/progress/store";
import { signProgressToken } from "@/server/progress/token";
import { DATABASE_KINDS, openTestDatabase } from "./databases";

/*
 * Decision 0062: a claim carries one token per lecture (the best), all of it in one transaction,
 * and an account or an address claims only so often.
 */

const SECRET = "integration-only-secret-0123456789abcdef";
const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);
const at = (seconds: number) => T0 + seconds * 1000;
const NOW = new Date(at(3600));

const progress = (overrides: Partial<StoredProgress> = {}): StoredProgress => ({
  watchedSeconds: 30,
  lastPosition: 30,
  durationSeconds: 100,
  startedAt: at(0),
  updatedAt: at(100),
  unlockedAt: null,
  ...overrides,
});

const token = (lectureId: number, overrides: Partial<StoredProgress> = {}) =>
  signProgressToken(lectureId, progress(overrides), SECRET);

describe.each(DATABASE_KINDS)("progress claims on %s", (kind) => {
  let handle: DatabaseHandle;
  let ids: number[];
  let students = 0;

  /** A student of their own, so each test starts from no rows and no counted claims. */
  async function student(): Promise<string> {
    students += 1;
    const id = `claimant-${students}`;
    await handle.db.insert(user).values({ id, name: id, email: `${id}@example.com` });
    return id;
  }

  const claim = (
    userId: string,
    tokens: string[],
    { waiting = [] as WaitingReport[], address = "192.0.2.1", now = NOW } = {},
  ) => claimProgress(handle.db, { userId, address }, { tokens, waiting }, SECRET, now);

  const rows = (userId: string) =>
    handle.db
      .select()
      .from(lectureProgress)
      .where(eq(lectureProgress.userId, userId))
      .orderBy(lectureProgress.lectureId);

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const inserted = await handle.db
      .insert(lectures)
      .values(
        Array.from({ length: 210 }, (_, i) => ({
          classSlug: "9th",
          subject: "physics",
          chapterNo: 1,
          chapterName: "Units",
          lectureNo: i + 1,
          lectureName: `Lecture ${i + 1}`,
          youtubeId: "abcdefghijk",
          durationSeconds: 100,
        })),
      )
      .returning({ id: lectures.id });
    ids = inserted.map((row) => row.id);
  });
  afterAll(() => handle.close());

  it("keeps the best token of each lecture, and a claim sent again stores nothing more", async () => {
    const id = await student();
    const [first, second] = ids as [number, number];
    const unlocked = progress({ watchedSeconds: 85, updatedAt: at(200), unlockedAt: at(200) });
    const tokens = [
      token(first, { watchedSeconds: 30 }),
      signProgressToken(first, unlocked, SECRET),
      // More watched but locked, and newer: the unlock is what a student keeps first.
      token(first, { watchedSeconds: 90, lastPosition: 90, updatedAt: at(300) }),
      ...Array.from({ length: 5 }, () => token(second, { watchedSeconds: 10 })),
      token(second, { watchedSeconds: 20, updatedAt: at(150) }),
    ];
    expect(await claim(id, tokens)).toEqual({ kind: "carried", carried: 2 });
    expect(await getProgress(handle.db, id, first)).toEqual(unlocked);
    const afterOne = await rows(id);
    expect(afterOne.map((row) => row.watchedSeconds)).toEqual([85, 20]);

    expect(await claim(id, tokens)).toEqual({ kind: "carried", carried: 2 });
    await Promise.all(Array.from({ length: 4 }, () => claim(id, tokens)));
    expect(await rows(id)).toEqual(afterOne);
  });

  it("counts a waiting report once, on top of its lecture's token", async () => {
    const id = await student();
    const lecture = ids[2]!;
    const report = { event: "pause", watchedDelta: 30, position: 70, duration: 100 } as const;
    const waiting = [
      { lectureId: lecture, report, at: at(160) },
      { lectureId: lecture, report, at: at(160) },
    ];
    const tokens = [token(lecture, { watchedSeconds: 40, updatedAt: at(100) })];
    await claim(id, tokens, { waiting });
    await claim(id, tokens, { waiting });
    expect(await getProgress(handle.db, id, lecture)).toMatchObject({
      watchedSeconds: 70,
      lastPosition: 70,
    });
  });

  it("carries all of a claim or nothing when it fails half-way", async () => {
    const id = await student();
    const [one, two, three] = ids as [number, number, number];
    await claim(id, [token(one, { watchedSeconds: 10 })]);
    // The database refuses the second lecture's row, as it would refuse any write mid-way.
    await handle.db.execute(
      sql.raw(`CREATE FUNCTION refuse_claim_row() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.lecture_id = ${two} THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$`),
    );
    await handle.db.execute(
      sql.raw(`CREATE TRIGGER refuse_claim_row BEFORE INSERT OR UPDATE ON lecture_progress
        FOR EACH ROW EXECUTE FUNCTION refuse_claim_row()`),
    );
    try {
      const tokens = [one, two, three].map((lecture) => token(lecture, { watchedSeconds: 50 }));
      await expect(claim(id, tokens)).rejects.toThrow();
    } finally {
      await handle.db.execute(sql.raw("DROP TRIGGER refuse_claim_row ON lecture_progress"));
      await handle.db.execute(sql.raw("DROP FUNCTION refuse_claim_row()"));
    }
    expect((await rows(id)).map((row) => [row.lectureId, row.watchedSeconds])).toEqual([[one, 10]]);
  });

  it("carries a claim of the most tokens one takes, each lecture once", async () => {
    const id = await student();
    const tokens = ids.slice(0, 200).map((lecture) => token(lecture, { watchedSeconds: 45 }));
    expect(await claim(id, tokens)).toEqual({ kind: "carried", carried: 200 });
    expect(await rows(id)).toHaveLength(200);
  });

  it("takes so many claims per account in ten minutes, then says when to come back", async () => {
    const id = await student();
    const { max, windowMs } = CLAIM_LIMITS.account;
    const address = "198.51.100.7";
    for (let i = 0; i < max; i += 1) {
      expect(await claim(id, [], { address })).toMatchObject({ kind: "carried" });
    }
    const refused = await claim(id, [token(ids[3]!)], { address });
    expect(refused).toEqual({ kind: "limited", retryAfterSeconds: windowMs / 1000 });
    expect(await rows(id)).toEqual([]);
    // Known to be over its limit, the account's next claims are refused without a write.
    const counted = () =>
      handle.db
        .select({ count: requestCounters.count })
        .from(requestCounters)
        .where(eq(requestCounters.key, `progress-claim:account:${id}`));
    expect(await counted()).toEqual([{ count: max + 1 }]);
    const soon = new Date(NOW.getTime() + 60_000);
    expect(await claim(id, [token(ids[3]!)], { address, now: soon })).toEqual({
      kind: "limited",
      retryAfterSeconds: windowMs / 1000 - 60,
    });
    expect(await counted()).toEqual([{ count: max + 1 }]);
    // Another account behind the same address is not refused for this one's flood.
    expect(await claim(await student(), [], { address })).toMatchObject({ kind: "carried" });
    const later = new Date(NOW.getTime() + windowMs);
    expect(await claim(id, [token(ids[3]!)], { address, now: later })).toEqual({
      kind: "carried",
      carried: 1,
    });
  });

  it("takes so many claims per address in ten minutes, whichever accounts send them", async () => {
    const { max } = CLAIM_LIMITS.address;
    const address = "203.0.113.9";
    for (let i = 0; i < max; i += 1) {
      expect(await claim(`nobody-${i}`, [], { address })).toMatchObject({ kind: "carried" });
    }
    const id = await student();
    expect(await claim(id, [token(ids[4]!)], { address })).toMatchObject({ kind: "limited" });
    expect(await rows(id)).toEqual([]);
    // Another address is counted apart; IPv6 addresses by their /64.
    expect(await claim(id, [token(ids[4]!)], { address: "2001:db8::1" })).toMatchObject({
      kind: "carried",
    });
  });
});
