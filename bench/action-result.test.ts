import { describe, expect, it } from "vitest";
import { decodeActionResult } from "../tests/support/server-action";

// The quiz submissions' bench reads each graded mock test through this (bench/quiz-submissions.ts).
describe("decodeActionResult", () => {
  it("reads a value whose rows follow a text row, which has no line end", () => {
    const math = 'x <span class="katex">²</span>\nπ';
    const size = Buffer.byteLength(math).toString(16);
    const flight = [
      '0:{"a":"$@1","q":"","i":false}\n',
      `2:T${size},${math}`,
      '1:{"status":"graded","saved":"saved","items":[{"text":"$2"}]}\n',
    ].join("");
    expect(decodeActionResult(flight)).toEqual({
      status: "graded",
      saved: "saved",
      items: [{ text: math }],
    });
  });

  it("reads plain rows, skips a line that is no row, and unescapes a string that starts with $", () => {
    const flight = '0:{"a":"$@1"}\nnot a row\n1:{"price":"$$5"}\n';
    expect(decodeActionResult(flight)).toEqual({ price: "$5" });
  });
});
