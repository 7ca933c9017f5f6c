import { describe, expect, it } from "vitest";
import { summarizeFirstPaint } from "./first-paint";

const entry = (name: string, startTime: number, transferSize: number, blocking = false) => ({
  name: `http://127.0.0.1:3000${name}`,
  startTime,
  transferSize,
  blocking,
});

describe("summarizeFirstPaint", () => {
  it("counts the document and what started before the paint, and names blocking files", () => {
    const figures = summarizeFirstPaint(200.4, 12_000, [
      entry("/_next/static/a.css", 20, 9_000, true),
      entry("/_next/static/font.woff2", 150, 30_000),
      entry("/_next/static/chunks/b.js", 250, 40_000),
    ]);
    expect(figures).toEqual({
      atMs: 200,
      requests: 3,
      bytes: 51_000,
      renderBlocking: ["/_next/static/a.css"],
    });
  });
});
