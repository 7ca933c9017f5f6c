import { TYPE, parse, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import en from "../../messages/en.json";
import ur from "../../messages/ur.json";
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

const english = flattenMessages(en);
const urdu = flattenMessages(ur);

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
});
