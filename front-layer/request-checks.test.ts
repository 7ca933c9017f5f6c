import { describe, expect, it } from "vitest";
import { type RequestOrigin, isForeignStateChange } from "./request-checks.mjs";

const base: RequestOrigin = {
  method: "POST",
  origin: null,
  fetchSite: null,
  host: "parhai.pk",
  siteOrigin: "https://parhai.pk",
};
const check = (overrides: Partial<RequestOrigin>) =>
  isForeignStateChange({ ...base, ...overrides });

describe("isForeignStateChange", () => {
  it("never refuses reads", () => {
    for (const method of ["GET", "HEAD", "get"]) {
      expect(check({ method, origin: "https://evil.example" })).toBe(false);
    }
  });

  it("refuses writes from another origin, whatever the method", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "post"]) {
      expect(check({ method, origin: "https://evil.example" })).toBe(true);
    }
  });

  it("accepts the configured site origin and the host the request was sent to", () => {
    expect(check({ origin: "https://parhai.pk" })).toBe(false);
    expect(check({ origin: "http://127.0.0.1:3205", host: "127.0.0.1:3205" })).toBe(false);
  });

  it("refuses look-alikes: other port, other subdomain, null origin, garbage", () => {
    expect(check({ origin: "https://parhai.pk:8443" })).toBe(true);
    expect(check({ origin: "https://evil.parhai.pk" })).toBe(true);
    expect(check({ origin: "https://parhai.pk.evil.example" })).toBe(true);
    expect(check({ origin: "null" })).toBe(true);
    expect(check({ origin: "not a url" })).toBe(true);
    expect(check({ origin: "https://evil.example", host: null })).toBe(true);
  });

  it("without Origin, trusts Sec-Fetch-Site: only same-origin or typed-in requests pass", () => {
    expect(check({ fetchSite: "cross-site" })).toBe(true);
    expect(check({ fetchSite: "same-site" })).toBe(true);
    expect(check({ fetchSite: "same-origin" })).toBe(false);
    expect(check({ fetchSite: "none" })).toBe(false);
  });

  it("lets requests without either header through: they do not come from a browser", () => {
    expect(check({})).toBe(false);
  });
});
