/** A content file of `lectures` + `updates` rows, as large as an importer must take in one go. */
export function largeContentFile(lectureCount: number, updateCount: number): string {
  const lectures = Array.from({ length: lectureCount }, (_, i) => ({
    class: "9th",
    subject: "physics",
    chapterNo: Math.floor(i / 100) + 1,
    chapterName: `Chapter ${Math.floor(i / 100) + 1}`,
    lectureNo: (i % 100) + 1,
    lectureName: `Lecture ${i + 1}: waves, motion and measurement`,
    youtubeId: `vid${String(i).padStart(8, "0")}`,
  }));
  const day = Date.UTC(2020, 0, 1);
  const updates = Array.from({ length: updateCount }, (_, i) => ({
    title: `Board notice ${i + 1}`,
    content: "Admit cards for the annual examination are available from the board's office.",
    link: `https://example.pk/notices/${i + 1}`,
    thumbnail: "/demo/updates/results.svg",
    tags: ["Results", "Board"],
    postedAt: new Date(day + (i % 1500) * 86_400_000).toISOString().slice(0, 10),
  }));
  // One row per line, as people write such files; line numbers then matter in error messages.
  const rows = (list: unknown[]) => list.map((row) => `    ${JSON.stringify(row)}`).join(",\n");
  return `{\n  "lectures": [\n${rows(lectures)}\n  ],\n  "updates": [\n${rows(updates)}\n  ]\n}\n`;
}
