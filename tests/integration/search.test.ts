import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import demo from "../../content/demo/lectures.json" with { type: "json" };
import type { PageRequest } from "@/lib/feed-paging";
import { FOLDED_LETTERS, foldSearchText } from "@/lib/search-fold";
import type { DatabaseHandle } from "@/server/db/client";
import { lectures, updates } from "@/server/db/schema";
import {
  COUNT_CAP,
  RESULTS_PER_PAGE,
  readOverview,
  readSearchList,
  type LectureHit,
  type ResultPage,
} from "@/server/search/queries";
import { DATABASE_KINDS, openDemoDatabase } from "./databases";

// Written with Arabic letters (ي, ك, ه) as many phones type Urdu; students type the Urdu ones.
const urduUpdate = {
  title: "داخله كي آخري تاريخ",
  content: "میٹرک کے طلبہ کے لیے داخلہ فارم جمع کرانے کی آخری تاریخ قریب ہے۔",
  link: "https://example.com/urdu",
  thumbnail: "/demo/updates/results.svg",
  tags: ["Admissions"],
  postedAt: new Date("2026-01-05T00:00:00Z"),
};

const demoCount = (classSlug: string | null, subject: string | null) =>
  demo.lectures.filter(
    (row) =>
      (classSlug === null || row.class === classSlug) &&
      (subject === null || row.subject === subject),
  ).length;

function rowsOf<Row>(page: ResultPage<Row>): readonly Row[] {
  if (page.kind !== "page") throw new Error("expected a page of results");
  return page.rows;
}

describe.each(DATABASE_KINDS)("site search on %s", (kind) => {
  let handle: DatabaseHandle;
  const lecturesFor = (query: string, request: PageRequest<string> = { kind: "first" }) =>
    readSearchList.lectures(query, request, handle.db);
  const overview = (query: string) => readOverview(query, handle.db);

  beforeAll(async () => {
    handle = await openDemoDatabase(kind);
    await handle.db.insert(updates).values(urduUpdate);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("folds stored text exactly as the query is folded", async () => {
    const every = `${FOLDED_LETTERS.map(([from]) => from).join("")} مُطالَعۂ پاکستان کتـــاب ی\u0654`;
    const result = await handle.db.execute(sql`SELECT search_fold(${every}) AS folded`);
    const [row] = z.object({ rows: z.array(z.object({ folded: z.string() })) }).parse(result).rows;
    expect(row?.folded).toBe(foldSearchText(every));
  });

  it("pages through every match by cursor, in the course's order, with its count", async () => {
    const expected = demoCount(null, "physics");
    const seen: LectureHit[] = [];
    let request: PageRequest<string> = { kind: "first" };
    for (;;) {
      const page = await lecturesFor("physics", request);
      if (page.kind !== "page") throw new Error("expected a page");
      expect(page.total).toBe(expected);
      expect(page.rows.length).toBeLessThanOrEqual(RESULTS_PER_PAGE);
      seen.push(...page.rows);
      if (request.kind === "older") expect(page.newer).not.toBeNull();
      if (!page.older || page.older.kind === "first") break;
      request = { kind: "older", cursor: page.older.cursor };
    }
    expect(seen).toHaveLength(expected);
    expect(new Set(seen.map((hit) => hit.id)).size).toBe(expected);
    expect(seen.every((hit) => hit.subject === "physics")).toBe(true);
    const order = seen.map((hit) => [hit.classRank, hit.chapterNo, hit.lectureNo]);
    expect(order).toEqual(
      [...order].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!),
    );
    expect(seen[0]).toMatchObject({ classSlug: "9th", chapterNo: 1, lectureNo: 1 });
  });

  it("goes back a page by cursor, and from the second page to the list's own address", async () => {
    const older = async (page: ResultPage<LectureHit>) => {
      if (page.kind !== "page" || page.older?.kind !== "older") throw new Error("no next page");
      return lecturesFor("physics", { kind: "older", cursor: page.older.cursor });
    };
    const second = await older(await lecturesFor("physics"));
    const third = await older(second);
    expect(second).toMatchObject({ newer: { kind: "first" } });
    if (third.kind !== "page" || third.newer?.kind !== "newer") throw new Error("no way back");
    const back = await lecturesFor("physics", { kind: "newer", cursor: third.newer.cursor });
    expect(rowsOf(back)).toEqual(rowsOf(second));
  });

  it.each([
    ["2nd year physics", "12th", "physics"],
    ["class 10", "10th", null],
    ["9th Class chemistry", "9th", "chemistry"],
    ["نویں جماعت طبیعیات", "9th", "physics"],
    ["نوين جماعت طبيعيات", "9th", "physics"],
    ["فزکس", null, "physics"],
  ])("%s finds that class's and subject's lectures only", async (query, classSlug, subject) => {
    const page = await lecturesFor(query);
    if (page.kind !== "page") throw new Error("expected a page");
    expect(page.total).toBe(demoCount(classSlug, subject));
    for (const hit of page.rows) {
      if (classSlug) expect(hit.classSlug).toBe(classSlug);
      if (subject) expect(hit.subject).toBe(subject);
    }
  });

  it("matric is 9th and 10th", async () => {
    const page = await lecturesFor("matric maths");
    if (page.kind !== "page") throw new Error("expected a page");
    expect(page.total).toBe(demoCount("9th", "mathematics") + demoCount("10th", "mathematics"));
  });

  it("finds English word forms: “newtons” finds Newton's laws, “scholarship” the scholarships", async () => {
    const names = rowsOf(await lecturesFor("newtons")).map((hit) => hit.lectureName);
    expect(names).toContain("Newton's Laws of Motion");
    const titles = rowsOf((await overview("scholarship")).updates).map((hit) => hit.title);
    expect(titles).toContain("Demo: HEC need-based scholarship applications open");
    expect(titles).toContain("Demo: PEEF scholarships for matric students");
  });

  it("finds Urdu updates whichever letters and word forms were typed", async () => {
    for (const query of ["داخلہ کی آخری تاریخ", "داخلے", "آخري تاريخ", "تاریخ۔"]) {
      const titles = rowsOf((await overview(query)).updates).map((hit) => hit.title);
      expect(titles, query).toEqual([urduUpdate.title]);
    }
  });

  it("finds updates and jobs by the class names they use", async () => {
    const second = await overview("2nd year");
    expect(rowsOf(second.jobs).map((job) => job.title)).toEqual(["Demo job: Campus ambassador"]);
    const ninth = await overview("class 9");
    expect(rowsOf(ninth.jobs).map((job) => job.title)).toEqual([
      "Demo job: Home tutor for 9th Class Mathematics, Lahore",
    ]);
    const first = await overview("first year results");
    expect(rowsOf(first.updates).map((hit) => hit.title)).toEqual([
      "Demo: Punjab boards set HSSC Part-I result date",
    ]);
  });

  it("reads every list through its documents' GIN index", async () => {
    const plans: string[] = [];
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      for (const table of [
        "lecture_search_documents",
        "update_search_documents",
        "job_search_documents",
      ]) {
        const explained = await tx.execute(
          sql`EXPLAIN SELECT 1 FROM ${sql.identifier(table)} WHERE document @@ to_tsquery('simple', 'physics')`,
        );
        const lines = z
          .object({ rows: z.array(z.record(z.string(), z.string())) })
          .parse(explained);
        plans.push(lines.rows.flatMap((line) => Object.values(line)).join("\n"));
      }
    });
    expect(plans[0]).toContain("lecture_search_documents_idx");
    expect(plans[1]).toContain("update_search_documents_idx");
    expect(plans[2]).toContain("job_search_documents_idx");
  });

  it("counts up to its cap", async () => {
    const page = await readSearchList.lectures("a", { kind: "first" }, handle.db);
    if (page.kind !== "page") throw new Error("expected a page");
    expect(page.total).toBeLessThanOrEqual(COUNT_CAP + 1);
    expect(page.total).toBeGreaterThan(RESULTS_PER_PAGE);
  });

  it.each([
    ["empty", ""],
    ["spaces only", "   \n "],
    ["very long", "physics ".repeat(400)],
    ["quotes", `"force' & 'motion"`],
    ["SQL-looking", "'; DROP TABLE lectures; --"],
    ["tsquery syntax", "!(a | b) <-> c:* & ''"],
    ["LIKE wildcards", "%_%\\"],
    ["only an English stop word", "the"],
  ])("answers %s input without an error and leaves the tables alone", async (_, input) => {
    const before = await handle.db.$count(lectures);
    const results = await overview(input);
    for (const list of [results.lectures, results.updates, results.jobs]) {
      expect(list.kind).toBe("page");
    }
    expect(await handle.db.$count(lectures)).toBe(before);
  });

  it("reads a forged or stale cursor as an empty page with the way back", async () => {
    for (const cursor of ["x", "WzFd", Buffer.from('["a",1]').toString("base64url")]) {
      const page = await lecturesFor("physics", { kind: "older", cursor });
      expect(page).toMatchObject({ kind: "page", rows: [], newer: { kind: "first" } });
    }
  });

  it("matches LIKE wildcards literally", async () => {
    const results = await overview("%");
    expect(rowsOf(results.lectures)).toEqual([]);
    expect(rowsOf(results.updates)).toEqual([]);
  });
});
