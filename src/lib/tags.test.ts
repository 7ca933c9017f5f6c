import { expect, it } from "vitest";
import { splitTagList, splitTags } from "./tags";

it("splits on the Latin comma, as before", () => {
  expect(splitTags("Admissions, Lahore Board")).toEqual(["Admissions", "Lahore Board"]);
});

it("splits on the Urdu comma an Urdu keyboard types", () => {
  expect(splitTags("داخلے، لاہور بورڈ")).toEqual(["داخلے", "لاہور بورڈ"]);
  expect(splitTags("داخلے،لاہور بورڈ")).toEqual(["داخلے", "لاہور بورڈ"]);
});

it("splits on the Arabic semicolon and on mixed marks", () => {
  expect(splitTags("نتائج؛ داخلے، Results, MDCAT")).toEqual(["نتائج", "داخلے", "Results", "MDCAT"]);
});

it("drops empty tags and the spaces around each", () => {
  expect(splitTags(" ، داخلے ,, ؛ ")).toEqual(["داخلے"]);
  expect(splitTags("")).toEqual([]);
});

it("keeps other punctuation inside a tag", () => {
  expect(splitTags("O/A Level")).toEqual(["O/A Level"]);
  expect(splitTags("بورڈ۔ لاہور")).toEqual(["بورڈ۔ لاہور"]);
});

it("splits a content file's tags the same way, in a list or as one text", () => {
  expect(splitTagList(["داخلے، لاہور بورڈ", "Results"])).toEqual([
    "داخلے",
    "لاہور بورڈ",
    "Results",
  ]);
  expect(splitTagList("داخلے؛ نتائج")).toEqual(["داخلے", "نتائج"]);
  // What is not a tag stays for the content rules to refuse with their message.
  expect(splitTagList(["", 7])).toEqual(["", 7]);
  expect(splitTagList({ tag: "x" })).toEqual({ tag: "x" });
});
