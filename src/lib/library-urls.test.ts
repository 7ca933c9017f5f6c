import { describe, expect, it } from "vitest";
import {
  documentHref,
  documentIdOf,
  librarySubjectHref,
  originalHref,
  pageImageSrc,
  sizeParts,
} from "./library-urls";

const row = {
  kind: "past-papers",
  class: "9th",
  subject: "physics",
  id: 12,
  slug: "paper-2024",
  version: "00ff00ff00ff00ff",
};

describe("library addresses", () => {
  it("gives each filter combination one address, its parameters sorted", () => {
    expect(librarySubjectHref(row, { year: "2024", board: "fbise", exam: undefined })).toBe(
      "/coaching/past-papers/9th/physics?board=fbise&year=2024",
    );
    expect(librarySubjectHref(row)).toBe("/coaching/past-papers/9th/physics");
  });

  it("names a document and its files by id, slug and version", () => {
    expect(documentHref(row)).toBe("/coaching/past-papers/9th/physics/12-paper-2024");
    expect(pageImageSrc(row, 3, "phone")).toBe("/media/library/12-00ff00ff00ff00ff/3-phone.webp");
    expect(originalHref(row)).toBe("/media/library/12-00ff00ff00ff00ff/paper-2024.pdf");
    expect([
      documentIdOf("12-paper-2024"),
      documentIdOf("12-"),
      documentIdOf("0-x"),
      documentIdOf("12-Über"),
    ]).toEqual([12, 12, null, null]);
  });

  it("says sizes as KB under a megabyte and MB with one decimal above", () => {
    expect(sizeParts(300)).toEqual({ unit: "kb", size: "1" });
    expect(sizeParts(150 * 1024)).toEqual({ unit: "kb", size: "150" });
    expect(sizeParts(2.5 * 1024 * 1024)).toEqual({ unit: "mb", size: "2.5" });
  });
});
