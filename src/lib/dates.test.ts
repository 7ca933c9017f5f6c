import { describe, expect, it } from "vitest";
import { formatPostedOn, fromKarachiInput, toIsoDate, toKarachiInput } from "./dates";

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

describe("Karachi datetime-local values", () => {
  it("read a form's time as Karachi time (UTC+5)", () => {
    expect(fromKarachiInput("2026-11-23T10:30")?.toISOString()).toBe("2026-11-23T05:30:00.000Z");
    expect(fromKarachiInput("2027-01-01T00:15")?.toISOString()).toBe("2026-12-31T19:15:00.000Z");
  });

  it("refuse what is not a real day and minute", () => {
    for (const value of ["", "2026-11-23", "2026-02-30T10:00", "2026-11-23T25:00", "tomorrow"]) {
      expect(fromKarachiInput(value)).toBeNull();
    }
  });

  it("write a moment back as the form shows it", () => {
    expect(toKarachiInput(new Date("2026-11-23T05:30:00Z"))).toBe("2026-11-23T10:30");
    expect(toKarachiInput(new Date("2026-12-31T19:15:00Z"))).toBe("2027-01-01T00:15");
    expect(toKarachiInput(new Date(Number.NaN))).toBe("");
  });
});
