import { describe, expect, it } from "vitest";
import { formatPostedOn, toIsoDate } from "./dates";

describe("formatPostedOn", () => {
  it("writes day, short month name and year", () => {
    expect(formatPostedOn(new Date("2026-11-22T06:00:00Z"))).toBe("22 Nov 2026");
    expect(formatPostedOn(new Date("2027-01-05T06:00:00Z"))).toBe("5 Jan 2027");
  });

  it("uses the Karachi calendar day for a UTC time late on the 21st", () => {
    expect(formatPostedOn(new Date("2026-11-21T20:30:00Z"))).toBe("22 Nov 2026");
    expect(formatPostedOn(new Date("2026-11-21T18:59:59Z"))).toBe("21 Nov 2026");
  });

  it("moves into the next year at Karachi midnight on New Year's Eve", () => {
    expect(formatPostedOn(new Date("2026-12-31T19:00:00Z"))).toBe("1 Jan 2027");
  });

  it("abbreviates September as Sep whatever the ICU version", () => {
    expect(formatPostedOn(new Date("2026-09-22T06:00:00Z"))).toBe("22 Sep 2026");
  });

  it("gives an empty string for an invalid date", () => {
    expect(formatPostedOn(new Date("not a date"))).toBe("");
    expect(formatPostedOn(new Date("not a date"), "ur")).toBe("");
  });

  it("writes Urdu dates for ur-PK: Urdu month names, Latin digits, the Karachi day", () => {
    expect(formatPostedOn(new Date("2026-11-22T06:00:00Z"), "ur")).toBe("22 نومبر، 2026");
    expect(formatPostedOn(new Date("2026-11-21T20:30:00Z"), "ur")).toBe("22 نومبر، 2026");
    expect(formatPostedOn(new Date("2026-09-22T06:00:00Z"), "ur")).toBe("22 ستمبر، 2026");
  });
});

describe("toIsoDate", () => {
  it("gives the zero-padded Karachi day", () => {
    expect(toIsoDate(new Date("2026-03-05T06:00:00Z"))).toBe("2026-03-05");
  });

  it("matches the displayed day across the Karachi midnight", () => {
    expect(toIsoDate(new Date("2026-11-21T20:30:00Z"))).toBe("2026-11-22");
    expect(toIsoDate(new Date("2026-11-21T18:59:59Z"))).toBe("2026-11-21");
  });

  it("gives an empty string for an invalid date", () => {
    expect(toIsoDate(new Date(Number.NaN))).toBe("");
  });
});
