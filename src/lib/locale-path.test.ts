import { describe, expect, it } from "vitest";
import { localeOfPath, localePath, otherLocale, withoutLocale } from "./locale-path";

describe("localePath", () => {
  it("puts a path of this site under /ur in Urdu", () => {
    expect(localePath("/", "ur")).toBe("/ur");
    expect(localePath("/latest", "ur")).toBe("/ur/latest");
    expect(localePath("/?q=1", "ur")).toBe("/ur?q=1");
    expect(localePath("/#top", "ur")).toBe("/ur#top");
    expect(localePath("/latest?tag=Jobs#x", "ur")).toBe("/ur/latest?tag=Jobs#x");
  });

  it("is idempotent and takes the prefix off for English", () => {
    expect(localePath("/ur/latest", "ur")).toBe("/ur/latest");
    expect(localePath("/ur", "ur")).toBe("/ur");
    expect(localePath("/ur/latest?tag=a", "en")).toBe("/latest?tag=a");
    expect(localePath("/ur", "en")).toBe("/");
    expect(localePath("/latest", "en")).toBe("/latest");
  });

  it("leaves other sites, schemes and fragments alone", () => {
    for (const href of [
      "//evil.example/x",
      "/\\evil",
      "https://x.pk/",
      "mailto:a@b.pk",
      "tel:+92",
      "#main",
      "?q=1",
    ]) {
      expect(localePath(href, "ur")).toBe(href);
    }
  });

  it("does not take a path that only starts with the letters ur for Urdu", () => {
    expect(localePath("/urdu-notes", "ur")).toBe("/ur/urdu-notes");
    expect(localeOfPath("/urdu-notes")).toBe("en");
    expect(withoutLocale("/urdu-notes")).toBe("/urdu-notes");
  });
});

describe("localeOfPath and withoutLocale", () => {
  it("read the language from the prefix only", () => {
    expect(localeOfPath("/ur")).toBe("ur");
    expect(localeOfPath("/ur/coaching/lectures-quizzes/9th")).toBe("ur");
    expect(localeOfPath("/ur?x=1")).toBe("ur");
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/en/latest")).toBe("en");
    expect(withoutLocale("/ur?x=1")).toBe("/?x=1");
    expect(withoutLocale("/ur/latest")).toBe("/latest");
  });

  it("offers the other language", () => {
    expect(otherLocale("en")).toBe("ur");
    expect(otherLocale("ur")).toBe("en");
  });
});
