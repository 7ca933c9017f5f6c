import { describe, expect, it } from "vitest";
import { requestIdFor } from "./front.mjs";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("requestIdFor", () => {
  it("keeps an id a load balancer gave", () => {
    expect(requestIdFor("lb-7f3a9c2e-01")).toBe("lb-7f3a9c2e-01");
  });

  it("makes a new UUID when there is none, and a different one each time", () => {
    const a = requestIdFor(null);
    expect(a).toMatch(UUID);
    expect(requestIdFor(null)).not.toBe(a);
  });

  it("replaces ids that could corrupt the logs", () => {
    for (const bad of [
      "",
      "short",
      "a\nfake log line",
      "x".repeat(129),
      "<script>",
      "id with space",
    ]) {
      expect(requestIdFor(bad)).toMatch(UUID);
    }
  });
});
