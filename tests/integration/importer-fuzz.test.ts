import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { safeHttpUrl } from "@/lib/safe-url";
import { importContentFiles } from "@/server/content/load";
import { parseContentFile } from "@/server/content/parse";
import type { DatabaseHandle } from "@/server/db/client";
import { lectures, updates } from "@/server/db/schema";
import { DATABASE_KINDS, openTestDatabase } from "./databases";

const dir = mkdtempSync(path.join(tmpdir(), "reliab-import-fuzz-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const hostile = fc.oneof(
  fc.constantFrom(
    "",
    "  ",
    "\u0000",
    "a\u0000b",
    "<script>alert(1)</script>",
    "'; DROP TABLE lectures; --",
    "../../etc/passwd",
    "\u202eevil",
    "پڑھائی",
    "😀".repeat(80),
  ),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.string({ minLength: 190, maxLength: 260 }),
);
type Row = Record<string, unknown>;

// Mostly plausible values with hostile ones mixed in, so both outcomes (stored, refused) happen.
const mostly = <T>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<unknown>) =>
  fc.oneof({ arbitrary: good, weight: 4 }, { arbitrary: bad, weight: 1 });
const text = mostly(fc.string({ unit: "grapheme", minLength: 1, maxLength: 120 }), hostile);
const link = mostly(
  fc.webUrl(),
  fc.oneof(
    fc.constantFrom("javascript:alert(1)", "data:text/html,hi", "//evil.example", "/demo/x.webm"),
    hostile,
  ),
);
const number = mostly(
  fc.integer({ min: 1, max: 100_000 }),
  fc.oneof(fc.integer(), fc.double(), fc.constantFrom("7", "1e3", "0x10", "", null), hostile),
);

const lectureRow = fc
  .record({
    class: mostly(fc.constant("9th"), fc.constantFrom("12th", "o-level", "", "../9th")),
    subject: mostly(fc.constant("physics"), fc.constantFrom("statistics", "", "<b>")),
    chapterNo: number,
    chapterName: text,
    lectureNo: number,
    lectureName: text,
    video: mostly(
      fc.oneof(fc.record({ youtubeId: fc.constant("dQw4w9WgXcQ") }), fc.record({ videoUrl: link })),
      fc.record({ youtubeId: hostile, videoUrl: link }),
    ),
    quickQuizUrl: fc.option(link, { nil: undefined }),
  })
  .map(({ video, ...row }): Row => ({ ...row, ...(video as object) }));
const updateRow: fc.Arbitrary<Row> = fc.record({
  title: text,
  content: text,
  link,
  thumbnail: link,
  tags: mostly(fc.array(text, { maxLength: 4 }), fc.array(hostile, { maxLength: 12 })),
  postedAt: mostly(fc.constant("2026-11-22"), fc.oneof(fc.constantFrom("not a date", ""), hostile)),
});

const NUL_LECTURE = {
  class: "9th",
  subject: "physics",
  chapterNo: 99_001,
  chapterName: "Chapter",
  lectureNo: 1,
  lectureName: "lecture\u0000name",
  youtubeId: "dQw4w9WgXcQ",
};
const GOOD_UPDATE = {
  title: "An update",
  content: "Text",
  link: "https://example.com/a",
  thumbnail: "https://example.com/a.png",
  tags: ["news"],
  postedAt: "2026-11-22",
};

const wellFormed = (value: string | null) => value?.toWellFormed() ?? null;

describe.each(DATABASE_KINDS)("importer with hostile files on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("either refuses a file with clear row errors, or stores exactly what it validated", async () => {
    let run = 0;
    const outcomes = { stored: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(lectureRow, updateRow, async (lecture, update) => {
        run += 1;
        const content = JSON.stringify({ lectures: [lecture], updates: [update] });
        const file = path.join(dir, `${kind}-${run}.json`);
        writeFileSync(file, content);
        const before = await handle.db.select().from(lectures);
        const result = await importContentFiles(handle.db, [file]);
        if (!result.ok) {
          outcomes.refused += 1;
          expect(result.errors.length).toBeGreaterThan(0);
          for (const e of result.errors) expect(e.message.length).toBeGreaterThan(0);
          expect(await handle.db.select().from(lectures)).toEqual(before);
          return;
        }
        outcomes.stored += 1;
        const parsed = parseContentFile(content, file);
        if (!parsed.ok) throw new Error("parsed twice differently");
        const want = parsed.rows.lectures[0]!;
        const [row] = await handle.db
          .select()
          .from(lectures)
          .where(
            and(
              eq(lectures.classSlug, want.class),
              eq(lectures.subject, want.subject),
              eq(lectures.chapterNo, want.chapterNo),
              eq(lectures.lectureNo, want.lectureNo),
            ),
          );
        expect(wellFormed(row!.chapterName)).toBe(wellFormed(want.chapterName));
        expect(wellFormed(row!.lectureName)).toBe(wellFormed(want.lectureName));
        for (const url of [row!.videoUrl, row!.quickQuizUrl]) {
          if (url !== null) expect(safeHttpUrl(url)).not.toBeNull();
        }
        const wantUpdate = parsed.rows.updates[0]!;
        const [stored] = await handle.db
          .select()
          .from(updates)
          .where(eq(updates.title, wantUpdate.title));
        expect(stored).toBeDefined();
        expect(safeHttpUrl(stored!.link)).not.toBeNull();
        expect(safeHttpUrl(stored!.thumbnail)).not.toBeNull();
      }),
      {
        numRuns: 80,
        // Values that once crashed PostgreSQL's side of the import are always tried.
        examples: [
          [
            { ...NUL_LECTURE, chapterName: "a\u0000b" },
            { ...GOOD_UPDATE, title: "nul in a tag", tags: ["x\u0000"] },
          ],
          [NUL_LECTURE, { ...GOOD_UPDATE, link: "https://example.com/\u0000" }],
        ],
      },
    );
    // Both branches ran, so the property said something about each.
    expect(outcomes.stored).toBeGreaterThan(0);
    expect(outcomes.refused).toBeGreaterThan(0);
  });
});
