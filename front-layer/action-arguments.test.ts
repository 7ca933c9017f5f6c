import { describe, expect, it } from "vitest";
import { argumentsProblem, formProblem } from "./action-arguments.mjs";

/* The cases come from Next.js 16.4 itself: those refused here are the ones it answered with 500. */

describe("argumentsProblem", () => {
  it("accepts what the portal's forms send: JSON values, FormData, React's plain words", () => {
    for (const text of [
      "[]",
      "[1,2,3]",
      '[{"status":"idle"},"$K1"]',
      '["$$x", "$undefined", "$NaN", "$Infinity", "$-Infinity", "$-0", "$D2020-01-01", "$n12"]',
      '["$K", "$0", "$0:0"]',
      '[{"a":{"b":1}},"$0:0:a:b"]',
    ]) {
      expect(argumentsProblem(text), text).toBeUndefined();
    }
  });

  it("refuses what React's decoder cannot read", () => {
    const cases: [string, RegExp][] = [
      ["garbage", /not valid JSON/],
      ["", /not valid JSON/],
      ['{"a":1}', /not a list/],
      ["1", /not a list/],
      ['["$1"]', /reference/],
      ['["$@1"]', /reference/],
      ['[["$Q1"]]', /reference/],
      ['[{"a":"$F1"}]', /reference/],
      ['["$h1"]', /reference/],
      ['["$nabc"]', /reference/],
      ['["$0:zz:yy"]', /reference/],
      ['["$1:a"]', /reference/],
      ['["$"]', /reference/],
      ['["$S"]', /reference/],
      [`${"[".repeat(100)}${"]".repeat(100)}`, /nested too deeply/],
    ];
    for (const [text, problem] of cases) expect(argumentsProblem(text), text).toMatch(problem);
  });
});

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe("formProblem", () => {
  const id = "7f".repeat(21);

  it("reads a fetch action's arguments from part 0", () => {
    expect(formProblem(form({ "0": '["$K1"]', _1_email: "a@b.pk" }), true)).toBeUndefined();
    expect(formProblem(form({ "0": '["$1"]', "1": "{}" }), true)).toMatch(/reference/);
    expect(formProblem(form({ x: "1" }), true)).toMatch(/missing/);
  });

  it("checks the bound arguments of a form posted without JavaScript", () => {
    const meta = JSON.stringify({ id, bound: "$@1" });
    const good = { $ACTION_REF_1: "", "$ACTION_1:0": meta, "$ACTION_1:1": '[{"status":"idle"}]' };
    expect(formProblem(form(good), false)).toBeUndefined();
    expect(formProblem(form({ ...good, "$ACTION_1:1": "garbage" }), false)).toMatch(/JSON/);
    expect(formProblem(form({ ...good, "$ACTION_1:1": '["$Q2"]' }), false)).toMatch(/reference/);
    const missing = { $ACTION_REF_1: "", "$ACTION_1:0": meta };
    expect(formProblem(form(missing), false)).toMatch(/missing/);
  });

  it("leaves to Next.js what it answers with a 4xx itself, and forms that are no action", () => {
    expect(formProblem(form({ [`$ACTION_ID_${id}`]: "", email: "a" }), false)).toBeUndefined();
    expect(formProblem(form({ $ACTION_REF_1: "", "$ACTION_1:0": "garbage" }), false)).toBe(
      undefined,
    );
    expect(formProblem(form({ $ACTION_REF_1: "", "$ACTION_1:0": '{"id":"x"}' }), false)).toBe(
      undefined,
    );
    expect(formProblem(form({ email: "a" }), false)).toBeUndefined();
  });
});
