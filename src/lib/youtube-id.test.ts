import { describe, expect, it } from "vitest";
import { parseYouTubeId } from "./youtube-id";

const ID = "dQw4w9WgXcQ";

describe("parseYouTubeId", () => {
  it.each([
    [ID],
    [`  ${ID}  `],
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://www.youtube.com/watch?feature=share&v=${ID}&t=42s`],
    [`https://m.youtube.com/watch?v=${ID}&list=PL123`],
    [`http://youtube.com/watch?v=${ID}`],
    [`www.youtube.com/watch?v=${ID}`],
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?si=AbCdEf&t=10`],
    [`youtu.be/${ID}`],
    [`https://www.youtube.com/embed/${ID}?start=5`],
    [`https://www.youtube-nocookie.com/embed/${ID}`],
    [`https://www.youtube.com/shorts/${ID}?feature=share`],
    [`https://www.youtube.com/live/${ID}`],
    [`HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`],
  ])("finds the id in %s", (input) => {
    expect(parseYouTubeId(input)).toBe(ID);
  });

  it.each([
    [""],
    ["dQw4w9WgXc"], // 10 characters
    ["dQw4w9WgXcQQ"], // 12 characters
    ["dQw4w9WgXc!"],
    [`https://evil.example/watch?v=${ID}`],
    [`https://youtube.com.evil.example/watch?v=${ID}`],
    [`https://www.youtube.com/watch?v=short`],
    [`https://www.youtube.com/channel/${ID}`],
    [`javascript:alert('${ID}')`],
    [`ftp://youtu.be/${ID}`],
    ["https://youtu.be/"],
    ["%%%"],
  ])("refuses %s", (input) => {
    expect(parseYouTubeId(input)).toBeNull();
  });
});
