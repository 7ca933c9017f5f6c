import { lectureClasses } from "../src/content/classes";

/**
 * A catalogue the size of a grown portal, as importer JSON: `lectures` lectures spread over every
 * class and subject (chapters of 15), and `updates` updates over two years with a dozen tags.
 * Deterministic, so two runs measure the same data.
 */
const TOPICS = [
  "Motion",
  "Force",
  "Energy",
  "Waves",
  "Atoms",
  "Bonds",
  "Cells",
  "Numbers",
  "Equations",
  "Grammar",
  "Poetry",
  "History",
];
const TAGS = [
  "Results",
  "Admissions",
  "Date Sheets",
  "Scholarships",
  "Entry Tests",
  "Jobs",
  "Lahore Board",
  "Karachi Board",
  "Federal Board",
  "Universities",
  "Notices",
  "Syllabus",
];
const ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";

function videoId(n: number): string {
  let id = "";
  for (let i = 0, v = n * 2654435761; i < 11; i++, v = Math.floor(v / 7) + i * 131) {
    id += ID_CHARS[v % ID_CHARS.length];
  }
  return id;
}

export function largeCatalogue(lectures = 20_000, updates = 5_000) {
  const subjects = lectureClasses.flatMap((c) => c.subjects.map((s) => [c.slug, s.slug] as const));
  const perSubject = Math.ceil(lectures / subjects.length);
  const rows = [];
  for (let n = 0; n < lectures; n++) {
    const [classSlug, subject] = subjects[Math.floor(n / perSubject)]!;
    const within = n % perSubject;
    const chapterNo = Math.floor(within / 15) + 1;
    const topic = TOPICS[(chapterNo + within) % TOPICS.length]!;
    rows.push({
      class: classSlug,
      subject,
      chapterNo,
      chapterName: `Chapter ${chapterNo}: ${TOPICS[chapterNo % TOPICS.length]}`,
      lectureNo: (within % 15) + 1,
      lectureName: `${topic} part ${(within % 15) + 1}`,
      youtubeId: videoId(n + 1),
    });
  }
  const start = Date.parse("2024-11-01T09:00:00+05:00");
  const news = Array.from({ length: updates }, (_, n) => ({
    title: `Bench update ${n + 1}: ${TOPICS[n % TOPICS.length]} news`,
    content: `Update number ${n + 1} of the large catalogue.`,
    link: `https://example.com/bench/updates/${n + 1}`,
    thumbnail: "/demo/updates/results.svg",
    tags: [TAGS[n % TAGS.length]!, TAGS[(n * 7 + 3) % TAGS.length]!],
    postedAt: new Date(start + n * 3.5 * 3600_000).toISOString(),
  }));
  return { lectures: rows, updates: news };
}
