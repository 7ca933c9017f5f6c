import { describe, expect, it } from "vitest";
import { lectureThumbnail, youTubePoster } from "./lecture-thumbnail";

describe("lectureThumbnail", () => {
  it("gives a YouTube lecture its WebP still and the JPEG fallback", () => {
    expect(lectureThumbnail({ youtubeId: "abc_DEF-123" })).toEqual({
      src: "https://i.ytimg.com/vi/abc_DEF-123/mqdefault.jpg",
      webp: "https://i.ytimg.com/vi_webp/abc_DEF-123/mqdefault.webp",
    });
  });

  it("keeps an odd id inside its path segment", () => {
    expect(lectureThumbnail({ youtubeId: "../x?y" }).src).toBe(
      "https://i.ytimg.com/vi/..%2Fx%3Fy/mqdefault.jpg",
    );
  });

  it("gives the smallest stills to a page that saves data", () => {
    expect(lectureThumbnail({ youtubeId: "abc" }, { small: true })).toEqual({
      src: "https://i.ytimg.com/vi/abc/default.jpg",
      webp: "https://i.ytimg.com/vi_webp/abc/default.webp",
    });
    expect(youTubePoster("abc").src).toBe("https://i.ytimg.com/vi/abc/hqdefault.jpg");
    expect(youTubePoster("abc", { small: true }).src).toBe(
      "https://i.ytimg.com/vi/abc/mqdefault.jpg",
    );
  });

  it("gives a self-hosted lecture the local poster", () => {
    expect(lectureThumbnail({ youtubeId: null })).toEqual({
      src: "/demo/lecture-poster.webp",
      webp: null,
    });
  });
});
