import { describe, expect, it } from "vitest";
import {
  CAROUSEL_INTERVAL_MS,
  CAROUSEL_TRANSITION_MS,
  goTo,
  nextIndex,
  prevIndex,
  swipeDirection,
} from "./carousel";

describe("carousel timings", () => {
  it("advances every 5 s with a 500 ms slide", () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(5000);
    expect(CAROUSEL_TRANSITION_MS).toBe(500);
  });
});

describe("nextIndex and prevIndex", () => {
  it("advance one slide at a time", () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(1, 3)).toBe(2);
    expect(prevIndex(2, 3)).toBe(1);
  });

  it("wrap from the last slide to the first and back", () => {
    expect(nextIndex(2, 3)).toBe(0);
    expect(prevIndex(0, 3)).toBe(2);
  });

  it("stay on the only slide", () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(prevIndex(0, 1)).toBe(0);
  });

  it("move from the nearest valid slide when the index is out of range", () => {
    expect(nextIndex(7, 3)).toBe(0);
    expect(prevIndex(-4, 3)).toBe(2);
    expect(nextIndex(Number.NaN, 3)).toBe(1);
  });

  it("return 0 when there are no slides or the count is malformed", () => {
    for (const count of [0, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(nextIndex(0, count)).toBe(0);
      expect(prevIndex(0, count)).toBe(0);
    }
  });
});

describe("goTo", () => {
  it("selects the slide of the pressed dot", () => {
    expect(goTo(0, 3)).toBe(0);
    expect(goTo(2, 3)).toBe(2);
  });

  it("clamps out-of-range indexes", () => {
    expect(goTo(3, 3)).toBe(2);
    expect(goTo(99, 3)).toBe(2);
    expect(goTo(-1, 3)).toBe(0);
  });

  it("turns non-integer indexes into a valid slide", () => {
    expect(goTo(1.7, 3)).toBe(1);
    expect(goTo(Number.NaN, 3)).toBe(0);
    expect(goTo(Number.POSITIVE_INFINITY, 3)).toBe(0);
  });

  it("returns 0 when there are no slides", () => {
    expect(goTo(2, 0)).toBe(0);
    expect(goTo(2, Number.NaN)).toBe(0);
  });
});

describe("swipeDirection", () => {
  it("shows the next slide on a swipe to the left", () => {
    expect(swipeDirection(200, 100)).toBe("next");
  });

  it("shows the previous slide on a swipe to the right", () => {
    expect(swipeDirection(100, 200)).toBe("prev");
  });

  it("ignores movements shorter than the threshold", () => {
    expect(swipeDirection(100, 61)).toBeNull();
    expect(swipeDirection(100, 139)).toBeNull();
    expect(swipeDirection(100, 100)).toBeNull();
  });

  it("counts a movement of exactly the threshold", () => {
    expect(swipeDirection(100, 60)).toBe("next");
    expect(swipeDirection(100, 140)).toBe("prev");
  });

  it("honours a custom threshold", () => {
    expect(swipeDirection(100, 80, "ltr", 10)).toBe("next");
    expect(swipeDirection(100, 80, "ltr", 30)).toBeNull();
  });

  it("follows the reading direction in Urdu: a swipe to the right shows the next slide", () => {
    expect(swipeDirection(100, 200, "rtl")).toBe("next");
    expect(swipeDirection(200, 100, "rtl")).toBe("prev");
    expect(swipeDirection(100, 139, "rtl")).toBeNull();
  });

  it("ignores non-finite coordinates", () => {
    expect(swipeDirection(Number.NaN, 100)).toBeNull();
    expect(swipeDirection(0, Number.POSITIVE_INFINITY)).toBeNull();
  });
});
