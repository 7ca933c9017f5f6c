import { describe, expect, it } from "vitest";
import { SLICE_MS, mapInSlices } from "./turns";

/** A clock where each item's work takes `msPerItem`; counts the turns taken. */
function fakeClock(msPerItem: number) {
  let time = 0;
  const clock = {
    turns: [] as number[],
    now: () => time,
    turn: () => {
      clock.turns.push(time);
      return Promise.resolve();
    },
    work: () => {
      time += msPerItem;
    },
  };
  return clock;
}

describe("mapInSlices", () => {
  it("maps every item in order, with a turn once a slice of time has gone by", async () => {
    const clock = fakeClock(1);
    const items = Array.from({ length: 100 }, (_, i) => i);
    const mapped = await mapInSlices(
      items,
      (i) => {
        clock.work();
        return i * 2;
      },
      clock,
    );
    expect(mapped).toEqual(items.map((i) => i * 2));
    // A turn after each SLICE_MS items of 1 ms, never a longer stretch without one.
    expect(clock.turns).toHaveLength(Math.floor(100 / SLICE_MS));
    const stretches = clock.turns.map((at, i) => at - (clock.turns[i - 1] ?? 0));
    expect(Math.max(...stretches)).toBe(SLICE_MS);
  });

  it("takes no turn for work that fits in one slice", async () => {
    const clock = fakeClock(SLICE_MS / 100);
    const mapped = await mapInSlices(
      ["a", "b", "c"],
      (s) => (clock.work(), s.toUpperCase()),
      clock,
    );
    expect(mapped).toEqual(["A", "B", "C"]);
    expect(clock.turns).toEqual([]);
  });

  it("takes a turn after each item that alone outlasts a slice", async () => {
    const clock = fakeClock(SLICE_MS * 3);
    await mapInSlices([1, 2, 3], () => clock.work(), clock);
    expect(clock.turns).toEqual([SLICE_MS * 3, SLICE_MS * 6, SLICE_MS * 9]);
  });
});
