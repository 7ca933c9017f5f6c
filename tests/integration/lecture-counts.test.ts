import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { getLectureCountsForClass } from "@/server/lectures/queries";
import { DATABASE_KINDS, openDemoDatabase } from "./databases";

describe.each(DATABASE_KINDS)("lecture counts of a class screen on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDemoDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("counts each subject's lectures and leaves out subjects without any", async () => {
    const counts = await getLectureCountsForClass("9th", handle.db);
    expect(counts).not.toBeNull();
    expect(counts?.physics).toBeGreaterThan(0);
    expect(counts).not.toHaveProperty("english");
    expect(Object.values(counts ?? {}).every((n) => Number.isInteger(n) && n > 0)).toBe(true);
    expect(await getLectureCountsForClass("o-level", handle.db)).toEqual({});
  });
});
