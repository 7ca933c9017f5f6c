import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv";
import { lineFinder, parseContentFile } from "./parse";

const lecture = {
  class: "9th",
  subject: "physics",
  chapterNo: 1,
  chapterName: "Physical Quantities and Measurement",
  lectureNo: 1,
  lectureName: "Intro",
  youtubeId: "dQw4w9WgXcQ",
};

describe("parseCsv", () => {
  it("keeps quoted commas, quotes and newlines, and the line each record starts on", () => {
    const records = parseCsv('a,b\n"x, y","say ""hi"""\n"multi\nline",z\r\n\nlast,row');
    expect(records).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 2, cells: ["x, y", 'say "hi"'] },
      { line: 3, cells: ["multi\nline", "z"] },
      { line: 6, cells: ["last", "row"] },
    ]);
  });
});

describe("lineFinder", () => {
  it("gives the 1-based line of every offset, newlines belonging to the line they end", () => {
    const text = "ab\ncd\n\nlast";
    const lineAt = lineFinder(text);
    const lines = [...text].map((_, offset) => lineAt(offset));
    expect(lines).toEqual([1, 1, 1, 2, 2, 2, 3, 4, 4, 4, 4]);
    expect(lineFinder("")(0)).toBe(1);
    expect(lineAt(text.length)).toBe(4);
  });
});

describe("parseContentFile", () => {
  it("accepts a valid JSON file", () => {
    const result = parseContentFile(JSON.stringify({ lectures: [lecture] }), "a.json");
    expect(result.ok && result.rows.lectures).toHaveLength(1);
  });

  it("reports JSON syntax errors with their line", () => {
    const result = parseContentFile('{\n  "lectures": [\n    {,}\n  ]\n}', "bad.json");
    expect(result.ok ? [] : result.errors.map((e) => e.line)).toContain(3);
  });

  it("refuses unknown collections, non-array values and a non-object file", () => {
    const unknown = parseContentFile('{ "users": [] }', "u.json");
    const notArray = parseContentFile('{ "jobs": {} }', "j.json");
    const notObject = parseContentFile("[]", "x.json");
    for (const result of [unknown, notArray, notObject]) expect(result.ok).toBe(false);
  });

  it("refuses unsafe links and a lecture outside the catalogue", () => {
    const text = JSON.stringify({
      featured: [{ title: "x", description: "y", link: "javascript:alert(1)" }],
      lectures: [{ ...lecture, subject: "astrology" }],
    });
    const result = parseContentFile(text, "x.json");
    expect(result.ok ? [] : result.errors.map((e) => `${e.collection}.${e.field}`)).toEqual([
      "featured.link",
      "lectures.subject",
    ]);
  });

  it("needs exactly one of youtubeId and videoUrl, saying which way it is wrong", () => {
    const both = { ...lecture, videoUrl: "/demo/lecture-clip.webm" };
    const neither = { ...lecture, youtubeId: "" };
    const result = parseContentFile(JSON.stringify({ lectures: [both, neither] }), "v.json");
    expect(result.ok ? [] : result.errors.map((e) => `${e.field} ${e.message}`)).toEqual([
      "youtubeId and a self-hosted video URL are both given: keep only one of them",
      "youtubeId is missing: give a YouTube link, or a self-hosted video URL instead",
    ]);
  });

  it("names an empty form's missing class, subject and video in words, not as catalogue errors", () => {
    const empty = {
      class: "",
      subject: "",
      chapterNo: "",
      chapterName: "",
      lectureNo: "",
      lectureName: "",
    };
    const result = parseContentFile(JSON.stringify({ lectures: [empty] }), "e.json");
    const messages = result.ok ? [] : result.errors.map((e) => `${e.field}: ${e.message}`);
    expect(messages).toContain("class: is required");
    expect(messages).toContain("subject: is required");
    expect(messages).toContain(
      "youtubeId: is missing: give a YouTube link, or a self-hosted video URL instead",
    );
    expect(messages.join("\n")).not.toMatch(/""|catalogue|youtubeId\)/);
    const unknown = parseContentFile(
      JSON.stringify({
        lectures: [
          { ...lecture, class: "13th" },
          { ...lecture, subject: "poetry" },
        ],
      }),
      "u.json",
    );
    expect(unknown.ok ? [] : unknown.errors.map((e) => `${e.field}: ${e.message}`)).toEqual([
      "class: “13th” is not a class on this site: use one of 9th, 10th, 11th, 12th",
      "subject: “poetry” is not a subject of class 9th on this site",
    ]);
  });

  it("reports a CSV row whose cell count differs from the header", () => {
    const csv = "class,subject,chapterNo\n9th,physics";
    const result = parseContentFile(csv, "l.csv");
    expect(result.ok ? [] : result.errors.map((e) => e.line)).toContain(2);
  });
});

describe("content rules shared with the workspace", () => {
  it("take a YouTube link in any common form and keep only its id", () => {
    const rows = [
      { ...lecture, lectureNo: 1, youtubeId: "https://youtu.be/dQw4w9WgXcQ?si=x" },
      { ...lecture, lectureNo: 2, youtubeId: "https://www.youtube.com/shorts/dQw4w9WgXcQ" },
    ];
    const result = parseContentFile(JSON.stringify({ lectures: rows }), "l.json");
    expect(result.ok && result.rows.lectures.map((r) => r.youtubeId)).toEqual([
      "dQw4w9WgXcQ",
      "dQw4w9WgXcQ",
    ]);
  });

  it("name each problem by its key, values and English message", () => {
    const text = JSON.stringify({ lectures: [{ ...lecture, lectureName: "x".repeat(201) }] });
    const result = parseContentFile(text, "l.json");
    expect(result.ok ? [] : result.errors).toEqual([
      expect.objectContaining({
        line: 1,
        field: "lectureName",
        key: "tooLong",
        values: { max: 200 },
        message: "is over 200 characters",
      }),
    ]);
  });

  it("refuse a link that is not YouTube's", () => {
    const text = JSON.stringify({
      lectures: [{ ...lecture, youtubeId: "https://evil.example/v" }],
    });
    const result = parseContentFile(text, "l.json");
    expect(result.ok ? [] : result.errors.map((e) => `${e.field}:${e.key}`)).toEqual([
      "youtubeId:youtube",
    ]);
  });
});

describe("a lecture's length", () => {
  const lengths = (values: unknown[]) => {
    const rows = values.map((durationSeconds, i) => ({
      ...lecture,
      lectureNo: i + 1,
      durationSeconds,
    }));
    return parseContentFile(JSON.stringify({ lectures: rows }), "l.json");
  };

  it("takes seconds, minutes:seconds and hours:minutes:seconds, or nothing", () => {
    const result = lengths([754, "754", "754.5", "12:34", "1:02:03", "0:12", "", null]);
    expect(result.ok && result.rows.lectures.map((r) => r.durationSeconds)).toEqual([
      754,
      754,
      754.5,
      754,
      3723,
      12,
      undefined,
      undefined,
    ]);
  });

  it("refuses what is not a length, and lengths over 12 hours, in a CSV file too", () => {
    const result = lengths(["12:3", "12:60", "1:60:00", "ten", "-5", 0, "12:30:00:00", "13:00:00"]);
    expect(result.ok ? [] : result.errors.map((e) => `${e.field}:${e.key}`)).toEqual([
      ...Array.from({ length: 7 }, () => "durationSeconds:duration"),
      "durationSeconds:durationTooLong",
    ]);
    const csv = `class,subject,chapterNo,chapterName,lectureNo,lectureName,youtubeId,durationSeconds
9th,physics,1,Units,1,One,dQw4w9WgXcQ,12:30
9th,physics,1,Units,2,Two,dQw4w9WgXcQ,soon`;
    const parsed = parseContentFile(csv, "l.csv");
    expect(parsed.ok ? [] : parsed.errors.map((e) => `${e.line}:${e.field}:${e.message}`)).toEqual([
      "3:durationSeconds:must be a length such as 12:30 (minutes:seconds), 1:05:00 or a number of seconds",
    ]);
  });
});
