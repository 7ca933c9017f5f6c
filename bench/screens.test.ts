import { describe, expect, it } from "vitest";
import { missingMarkers, screens, visibleText } from "./screens";

describe("visibleText", () => {
  it("drops scripts, styles and tags and decodes entities", () => {
    const html =
      '<style>h1{}</style><h1 class="x">Chapters for Physics (9th&nbsp;Grade)</h1><script>self.__next_f.push("hidden")</script><p>We&#x27;re &amp; you</p>';
    expect(visibleText(html)).toBe("Chapters for Physics (9th Grade) We're & you");
  });
});

describe("missingMarkers", () => {
  const markers = ["Coming Soon", /<input[^>]*type="email"/i];

  it("finds text markers regardless of case, spacing and markup", () => {
    const html = '<h1>coming\n  <span>soon</span></h1><input name="e" type="email">';
    expect(missingMarkers(html, markers)).toEqual([]);
  });

  it("does not count text that only the React payload in a script carries", () => {
    const html = '<script>self.__next_f.push([1,"Coming Soon <input type=\\"email\\">"])</script>';
    expect(missingMarkers(html, markers)).toEqual(["Coming Soon", '/<input[^>]*type="email"/i']);
  });
});

describe("screens", () => {
  it("have unique keys and paths, and markers for each", () => {
    expect(new Set(screens.map((s) => s.key)).size).toBe(screens.length);
    expect(new Set(screens.map((s) => s.path)).size).toBe(screens.length);
    for (const screen of screens) expect(screen.markers.length).toBeGreaterThan(0);
  });
});
