/**
 * A large, deterministic catalogue for benchmarks: what a new operator has after a year or two.
 * `buildCatalogue` makes the rows (no I/O); `importCatalogue` writes them through the real importer
 * plus students and their ratings. Reusable by any benchmark: pass a migrated database.
 */
import { asc, gte, sql } from "drizzle-orm";
import { lectureClasses } from "../src/content/classes";
import { importContent } from "../src/server/content/import";
import type { ContentRows } from "../src/server/content/schemas";
import type { Database } from "../src/server/db/client";
import { lectureRatings, lectures, user } from "../src/server/db/schema";

export type CatalogueSize = {
  lectures: number;
  updates: number;
  jobs: number;
  featured: number;
  coaching: number;
  ratings: number;
  /** Students who rate; each rates ratings / students lectures. */
  students: number;
};

/** Issue 15's large catalogue. */
export const LARGE_CATALOGUE: CatalogueSize = {
  lectures: 20_000,
  updates: 5_000,
  jobs: 2_000,
  featured: 40,
  coaching: 40,
  ratings: 100_000,
  students: 2_000,
};

/** Generated chapters start here, so they never replace the demo content's chapters. */
export const FIRST_GENERATED_CHAPTER = 101;
const LECTURES_PER_CHAPTER = 20;
const TAGS = [
  "Admissions",
  "Results",
  "Date Sheets",
  "Scholarships",
  "Entry Tests",
  "MDCAT",
  "ECAT",
  "Matric",
  "Intermediate",
  "Punjab",
  "Sindh",
  "KPK",
  "Balochistan",
  "Federal",
  "Universities",
  "Jobs",
  "Internships",
  "Past Papers",
  "Syllabus",
  "Fee",
  "Hostels",
  "Sports",
  "Olympiad",
  "Study Abroad",
  "Notices",
  "Holidays",
  "Exams",
  "Rechecking",
  "Merit Lists",
  "Online Classes",
];
const THUMBNAILS = ["admissions", "date-sheets", "entry-tests", "results", "scholarships"];
const WORDS = (
  "board announce students result admission form date sheet merit list scholarship university " +
  "college exam paper centre roll number online portal deadline fee challan notice province " +
  "federal intermediate matric entry test preparation session semester campus"
).split(" ");

/** A small seeded generator (mulberry32), so every run builds the same catalogue. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const YT_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

function youtubeId(n: number): string {
  let id = "";
  for (let i = 0, v = n * 2_654_435_761; i < 11; i += 1, v = Math.floor(v / 64) + i * 7919) {
    id += YT_ALPHABET[v % 64];
  }
  return id;
}

function sentence(next: () => number, words: number): string {
  const picked = Array.from({ length: words }, () => WORDS[Math.floor(next() * WORDS.length)]);
  const text = picked.join(" ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** Lectures spread over every subject of the four lecture classes, 20 to a chapter. */
function buildLectures(count: number): ContentRows["lectures"] {
  const subjects = lectureClasses.flatMap((lectureClass) =>
    lectureClass.subjects.map((subject) => ({
      classSlug: lectureClass.slug,
      subject: subject.slug,
    })),
  );
  const perSubject = Math.ceil(count / subjects.length);
  const rows: ContentRows["lectures"] = [];
  for (const [s, { classSlug, subject }] of subjects.entries()) {
    for (let i = 0; i < perSubject && rows.length < count; i += 1) {
      const chapter = FIRST_GENERATED_CHAPTER + Math.floor(i / LECTURES_PER_CHAPTER);
      const lectureNo = (i % LECTURES_PER_CHAPTER) + 1;
      rows.push({
        class: classSlug,
        subject,
        chapterNo: chapter,
        chapterName: `Bench chapter ${chapter}: ${WORDS[(s + chapter) % WORDS.length]} and ${WORDS[(s * 3 + chapter) % WORDS.length]}`,
        lectureNo,
        lectureName: `Bench lecture ${lectureNo} of chapter ${chapter}`,
        youtubeId: youtubeId(rows.length + 1),
        quickQuizUrl: `https://example.com/bench/quiz/${rows.length + 1}`,
        lectureNotesUrl:
          lectureNo % 2 === 0 ? `https://example.com/bench/notes/${rows.length + 1}` : undefined,
      });
    }
  }
  return rows;
}

/** Updates about five hours apart, ending a day before the demo content's newest. */
function buildUpdates(count: number, next: () => number): ContentRows["updates"] {
  const newest = Date.UTC(2026, 10, 20);
  return Array.from({ length: count }, (_, i) => {
    const tagCount = 1 + Math.floor(next() * 3);
    const tags = new Set(
      Array.from({ length: tagCount }, () => TAGS[Math.floor(next() * TAGS.length)]!),
    );
    return {
      title: `Bench update ${i + 1}: ${sentence(next, 6).slice(0, -1)}`,
      content: Array.from({ length: 4 }, () => sentence(next, 12)).join(" "),
      link: `https://example.com/bench/news/${i + 1}`,
      thumbnail: `/demo/updates/${THUMBNAILS[i % THUMBNAILS.length]}.svg`,
      tags: [...tags],
      postedAt: new Date(newest - i * 5 * 3_600_000),
    };
  });
}

function buildEntries(count: number, name: string, next: () => number) {
  return Array.from({ length: count }, (_, i) => ({
    title: `Bench ${name} ${i + 1}`,
    description: sentence(next, 14),
    link: `https://example.com/bench/${name}/${i + 1}`,
  }));
}

/** The catalogue's content rows, the same on every call. */
export function buildCatalogue(size: CatalogueSize): ContentRows {
  const next = random(15);
  return {
    lectures: buildLectures(size.lectures),
    updates: buildUpdates(size.updates, next),
    jobs: buildEntries(size.jobs, "job", next).map((job, i) =>
      // Every fifth job has no description: the spec's fallback text shows.
      i % 5 === 0 ? { title: job.title, link: job.link } : job,
    ),
    featured: buildEntries(size.featured, "featured", next),
    coaching: buildEntries(size.coaching, "coaching", next),
  };
}

const BATCH = 1000;

/**
 * Writes the catalogue into a migrated database: the content through the importer (one
 * transaction), then the students and their ratings of the generated lectures, in batches.
 */
export async function importCatalogue(
  db: Database,
  size: CatalogueSize,
  log: (line: string) => void = () => undefined,
): Promise<void> {
  const started = performance.now();
  const counts = await importContent(db, buildCatalogue(size));
  log(
    `  content: ${Object.entries(counts)
      .map(([k, c]) => `${c.written} ${k}`)
      .join(", ")}`,
  );
  const ids = (
    await db
      .select({ id: lectures.id })
      .from(lectures)
      .where(gte(lectures.chapterNo, FIRST_GENERATED_CHAPTER))
      .orderBy(asc(lectures.id))
  ).map((row) => row.id);
  if (ids.length === 0 || size.students === 0) return;
  const students = Array.from({ length: size.students }, (_, i) => ({
    id: `bench-student-${i + 1}`,
    name: `Bench student ${i + 1}`,
    email: `bench-student-${i + 1}@example.com`,
  }));
  for (let i = 0; i < students.length; i += BATCH) {
    await db
      .insert(user)
      .values(students.slice(i, i + BATCH))
      .onConflictDoNothing();
  }
  const perStudent = Math.min(Math.ceil(size.ratings / size.students), ids.length);
  const next = random(7);
  const ratings: (typeof lectureRatings.$inferInsert)[] = [];
  for (const [s, student] of students.entries()) {
    // A stride coprime with the lecture count visits distinct lectures.
    for (let k = 0; k < perStudent && ratings.length < size.ratings; k += 1) {
      const lectureId = ids[(s * 37 + k * 397) % ids.length]!;
      ratings.push({ lectureId, userId: student.id, rating: 1 + Math.floor(next() * 5) });
    }
  }
  for (let i = 0; i < ratings.length; i += BATCH) {
    await db
      .insert(lectureRatings)
      .values(ratings.slice(i, i + BATCH))
      .onConflictDoNothing();
  }
  const [rated] = await db.select({ n: sql<number>`count(*)::int` }).from(lectureRatings);
  log(
    `  ${students.length} students, ${rated?.n ?? 0} ratings (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}
