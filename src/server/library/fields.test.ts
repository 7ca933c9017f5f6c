import { describe, expect, it } from "vitest";
import { parseDocumentFields } from "./fields";

const base = {
  kind: "notes",
  class: "9th",
  subject: "physics",
  title: "  Chapter 1\nnotes ",
  chapter: "1",
};

describe("a library document's fields", () => {
  it("reads the form's text: empty optional fields are null, numbers are numbers", () => {
    const parsed = parseDocumentFields({
      ...base,
      board: "",
      year: "",
      group: "",
      part: "",
      paper: "",
      exam: "",
    });
    expect(parsed).toEqual({
      ok: true,
      fields: {
        ...base,
        title: "Chapter 1 notes",
        chapter: 1,
        board: null,
        year: null,
        group: null,
        part: null,
        paper: null,
        exam: null,
      },
    });
  });

  it("names each wrong field: a class the kind does not list, a board and year past papers need", () => {
    expect(
      parseDocumentFields({
        ...base,
        class: "primary",
        subject: "art",
        title: "x",
        chapter: "120",
      }),
    ).toEqual({
      ok: false,
      errors: { class: "choice", subject: "choice", title: "titleShort", chapter: "chapter" },
    });
    expect(parseDocumentFields({ ...base, kind: "books", class: "primary" }).ok).toBe(true);
    expect(
      parseDocumentFields({ ...base, kind: "past-papers", year: "1900", group: "music" }),
    ).toEqual({
      ok: false,
      errors: { board: "required", year: "year", group: "choice" },
    });
  });
});
