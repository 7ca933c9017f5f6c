import { TYPE, parse, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "./catalogues";
import { flattenMessages, literalText } from "./message-text";
import { SAME_IN_URDU } from "./same-in-urdu";

/** The arguments of a message with their kind, and the branches of plurals and selects. */
function shape(elements: MessageFormatElement[]): string[] {
  const out: string[] = [];
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      out.push(`<${element.value}>`, ...shape(element.children));
      continue;
    }
    let described = `${element.value}:${element.type}`;
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.entries(element.options).sort(([a], [b]) => a.localeCompare(b));
      described += `{${options.map(([name, option]) => `${name}(${shape(option.value).join(",")})`).join(" ")}}`;
    }
    out.push(described);
  }
  return out.sort();
}

// Shows the other language's name in that language: "English" on Urdu pages.
const LATIN_ON_PURPOSE = new Set(["Shell.switchLanguage"]);

const english = flattenMessages(CATALOGUES.en);
const urdu = flattenMessages(CATALOGUES.ur);

describe("messages/ur.json", () => {
  it("has every key of messages/en.json, and no other", () => {
    expect([...urdu.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !urdu.has(key))).toEqual([]);
  });

  it("translates every message, except the reviewed few that stay as they are", () => {
    const same = [...english].filter(([key, text]) => urdu.get(key) === text).map(([key]) => key);
    expect(same.sort()).toEqual(Object.keys(SAME_IN_URDU).sort());
  });

  it("keeps each message's arguments, plural and select branches", () => {
    const differing = [...english].flatMap(([key, text]) => {
      const translated = urdu.get(key);
      if (translated === undefined) return [];
      const a = shape(parse(text)).join(" ");
      const b = shape(parse(translated)).join(" ");
      return a === b ? [] : [`${key}: en [${a}] ur [${b}]`];
    });
    expect(differing).toEqual([]);
  });

  it("writes Urdu in Urdu script: no message is mostly Latin letters", () => {
    const latin = [...urdu].filter(([key, text]) => {
      if (key in SAME_IN_URDU || LATIN_ON_PURPOSE.has(key)) return false;
      const letters = literalText(text).match(/\p{L}/gu) ?? [];
      const latinLetters = letters.filter((letter) => /[A-Za-z]/.test(letter));
      return letters.length > 0 && latinLetters.length * 2 > letters.length;
    });
    expect(latin.map(([key]) => key)).toEqual([]);
  });

  describe("uses one word per concept (the glossary of decision 0047)", () => {
    const matching = (pattern: RegExp, allowed: string[] = []) =>
      [...urdu]
        .filter(([key, text]) => pattern.test(text) && !allowed.includes(key))
        .map(([key]) => key);

    it("writes لیکچر, not لیکچرز, after a number", () => {
      expect(matching(/(?:\d|\}|#)\s*(?:ویڈیو\s+)?لیکچرز/u)).toEqual([]);
    });

    it("quotes with curly marks only", () => {
      expect(matching(/["']/u)).toEqual([]);
    });

    it("keeps out the calques the reviews removed", () => {
      expect(matching(/فوری لنکس|فوری کوئز|مارکیٹ پلیس/u)).toEqual([]);
    });

    it("names a paired class one way: گیارہویں جماعت (فرسٹ ایئر)", () => {
      expect(matching(/(?:فرسٹ|سیکنڈ) ایئر \(/u)).toEqual([]);
    });

    it("says رجسٹر کریں, says “signed in as” one way, and forgets history with مٹانا", () => {
      expect(matching(/رجسٹر(?! کریں)/u)).toEqual([]);
      const signedIn = [...urdu].filter(([key]) => key.endsWith(".signedInAs"));
      expect(signedIn.filter(([, text]) => !/نام سے لاگ اِن ہیں/u.test(text))).toEqual([]);
      expect(matching(/حذف/u).filter((key) => /^Learning\.forg/.test(key))).toEqual([]);
    });

    it("keeps پتا for a postal address and خانہ for a form field, not a file's column", () => {
      expect(matching(/(?<!\p{L})پت(?:ا|ے|وں)(?!\p{L})/u, ["Shell.address"])).toEqual([]);
      const fileMessages = /^(?:ContentRules|Workspace\.import)/;
      expect(matching(/خان(?:ہ|ے|وں)/u).filter((key) => fileMessages.test(key))).toEqual([]);
    });
  });
});
