import { describe, expect, it } from "vitest";
import { FOLDED_LETTERS, foldSearchText } from "./search-fold";
import { searchTerms } from "./search-terms";

describe("foldSearchText", () => {
  it("writes Arabic yeh, kaf and heh as the Urdu letters", () => {
    // "داخله كي تاريخ" typed on an Arabic keyboard.
    expect(
      foldSearchText("\u062F\u0627\u062E\u0644\u0647 \u0643\u064A \u062A\u0627\u0631\u064A\u062E"),
    ).toBe("داخلہ کی تاریخ");
  });

  it("takes diacritics, hamza marks and tatweel away, and joins precomposed letters to their base", () => {
    expect(foldSearchText("مُطالَعۂ پاکستان")).toBe("مطالعہ پاکستان");
    // ۂ written as heh goal + hamza above gives the same as the precomposed letter.
    expect(foldSearchText("مطالعہ\u0654")).toBe(foldSearchText("مطالعۂ"));
    expect(foldSearchText("کتـــاب")).toBe("کتاب");
    expect(foldSearchText("آخری")).toBe(foldSearchText("اخری"));
    expect(foldSearchText("فرسٹ ایئر")).toBe(foldSearchText("فرسٹ ائیر"));
  });

  it("folds do-chashmi heh with heh goal, so پڑھائی and پڑهائی are one word", () => {
    expect(foldSearchText("پڑھائی")).toBe(foldSearchText("پڑهائی"));
  });

  it("reads Urdu and Arabic-Indic digits as ASCII digits", () => {
    expect(foldSearchText("۱۰ وی ١٢")).toBe("10 وی 12");
  });

  it("turns Urdu punctuation, joiners and curly quotes into spaces", () => {
    expect(searchTerms("داخلہ،تاریخ۔ “newton”—laws")).toEqual(["داخلہ", "تاریخ", "newton", "laws"]);
    expect(foldSearchText("Newton’s")).toBe("Newton's");
  });

  it("leaves English and the Urdu letters themselves alone", () => {
    const urdu = "پڑھائی کے لیے ہر طالب علم ے ٹ ڈ ڑ";
    expect(foldSearchText("Physics 9th")).toBe("Physics 9th");
    expect(foldSearchText(foldSearchText(urdu))).toBe(foldSearchText(urdu));
    expect(foldSearchText("ے ٹ ڈ ڑ")).toBe("ے ٹ ڈ ڑ");
    expect(foldSearchText("نویں")).toBe("نوین");
  });

  it("maps every character of its table to exactly one character", () => {
    for (const [from, to] of FOLDED_LETTERS) {
      expect(Array.from(from)).toHaveLength(1);
      expect(Array.from(to)).toHaveLength(1);
      expect(foldSearchText(from)).toBe(to);
    }
  });
});
