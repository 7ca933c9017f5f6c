import { expect, it } from "vitest";
import { isolate } from "./bidi";

it("isolates content in Urdu sentences and leaves English ones as they were", () => {
  expect(isolate("Class 9 (new)", "ur")).toBe("\u2068Class 9 (new)\u2069");
  expect(isolate("Class 9 (new)", "en")).toBe("Class 9 (new)");
});
