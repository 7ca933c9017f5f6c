import { expect, it } from "vitest";
import { contentDir, isolate } from "./bidi";

it("isolates content in Urdu sentences and leaves English ones as they were", () => {
  expect(isolate("Class 9 (new)", "ur")).toBe("\u2068Class 9 (new)\u2069");
  expect(isolate("Class 9 (new)", "en")).toBe("Class 9 (new)");
});

it("finds the direction of stored text from its first letter, as dir=auto does", () => {
  expect(contentDir("Newton's laws")).toBe("ltr");
  expect(contentDir("2026: نتائج کا اعلان")).toBe("rtl");
  expect(contentDir("«نیوٹن» and Newton")).toBe("rtl");
  expect(contentDir("9th: Physics (طبیعیات)")).toBe("ltr");
  expect(contentDir("שלום")).toBe("rtl");
  expect(contentDir("١٢٣ 123 ...")).toBe("auto");
  expect(contentDir("")).toBe("auto");
});
