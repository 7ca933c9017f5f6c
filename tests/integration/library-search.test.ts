import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import type { DocumentFields } from "@/server/library/fields";
import { createDocument, deleteDocument, updateDocument } from "@/server/library/writes";
import { renderSitemap, renderSitemapChild } from "@/server/seo/sitemap";
import {
  RESULTS_PER_PAGE,
  readOverview,
  readSearchList,
  type DocumentHit,
  type ResultPage,
} from "@/server/search/queries";
import { DATABASE_KINDS, openTestDatabase } from "./databases";

const ORIGIN = "http://localhost:3000";
const FIRST = { kind: "first" } as const;

const page = (text: string) => ({
  phone: Buffer.from("phone"),
  zoom: Buffer.from("zoom"),
  thumb: Buffer.from("thumb"),
  width: 720,
  height: 1018,
  text,
});

const fields = (change: Partial<DocumentFields>): DocumentFields => ({
  kind: "past-papers",
  class: "9th",
  subject: "physics",
  title: "Physics Paper",
  chapter: null,
  board: "bise-lahore",
  year: 2024,
  group: "science",
  part: "1",
  paper: "objective",
  exam: "annual",
  ...change,
});

function rowsOf(page: ResultPage<DocumentHit>): readonly DocumentHit[] {
  if (page.kind !== "page") throw new Error("expected a page of results");
  return page.rows;
}

const titles = async (handle: DatabaseHandle, query: string) =>
  rowsOf(await readSearchList.documents(query, FIRST, handle.db)).map((row) => row.title);

describe.each(DATABASE_KINDS)("library search and sitemap on %s", (kind) => {
  let handle: DatabaseHandle;
  const ids: Record<string, number> = {};
  const publish = async (name: string, change: Partial<DocumentFields>, text: string) => {
    const pdf = new TextEncoder().encode(`%PDF-1.7 ${name}`);
    const row = await createDocument(
      handle.db,
      { fields: fields({ title: name, ...change }), pdf, pages: [page(text)] },
      null,
    );
    ids[name] = row.id;
  };

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await publish("Lahore Physics 2024", {}, "Define velocity. State Newton's laws of motion.");
    await publish(
      "Federal Chemistry 2023",
      { subject: "chemistry", class: "10th", board: "fbise", year: 2023, part: "2" },
      "کیمیائی تعامل کی تعریف کریں اور مثال دیں۔",
    );
    await publish(
      "Kinematics notes",
      { kind: "notes", board: null, year: null, group: null, part: null, paper: null, exam: null },
      "Distance and displacement.",
    );
    await publish(
      "Physics scheme",
      {
        kind: "paper-scheme",
        board: null,
        year: null,
        group: null,
        part: null,
        paper: null,
        exam: null,
      },
      "Marks of each chapter.",
    );
  });
  afterAll(async () => {
    await handle.close();
  });

  it("finds documents by title, board, year, subject, class, kind and page text", async () => {
    expect(await titles(handle, "lahore physics")).toEqual(["Lahore Physics 2024"]);
    expect(await titles(handle, "fbise")).toEqual(["Federal Chemistry 2023"]);
    expect(await titles(handle, "federal board")).toEqual(["Federal Chemistry 2023"]);
    expect(await titles(handle, "2023")).toEqual(["Federal Chemistry 2023"]);
    // A subject and a class are their columns; newest first.
    expect(await titles(handle, "physics")).toEqual([
      "Physics scheme",
      "Kinematics notes",
      "Lahore Physics 2024",
    ]);
    expect(await titles(handle, "10th class")).toEqual(["Federal Chemistry 2023"]);
    expect(await titles(handle, "physics past papers")).toEqual(["Lahore Physics 2024"]);
    expect(await titles(handle, "paper scheme")).toEqual(["Physics scheme"]);
    // Words of the pages, with English word forms.
    expect(await titles(handle, "newtons laws")).toEqual(["Lahore Physics 2024"]);
    expect(await titles(handle, "displacement")).toEqual(["Kinematics notes"]);
    expect(await titles(handle, "nothing-like-this")).toEqual([]);
  });

  it("finds them in Urdu: names of board, kind and subject, and Urdu page text", async () => {
    expect(await titles(handle, "لاہور بورڈ")).toEqual(["Lahore Physics 2024"]);
    expect(await titles(handle, "گزشتہ پرچے طبیعیات")).toEqual(["Lahore Physics 2024"]);
    expect(await titles(handle, "نوٹس")).toEqual(["Kinematics notes"]);
    // Arabic letters as phones type them find the Urdu text.
    expect(await titles(handle, "تعامل")).toEqual(["Federal Chemistry 2023"]);
    expect(await titles(handle, "كيميائي")).toEqual(["Federal Chemistry 2023"]);
  });

  it("shows documents among all results, with their kind", async () => {
    const overview = await readOverview("physics", handle.db);
    expect(overview.documents.total).toBe(3);
    expect(overview.documents.rows.map((row) => row.kind)).toEqual([
      "paper-scheme",
      "notes",
      "past-papers",
    ]);
  });

  it("pages by cursor past the first page", async () => {
    for (let n = 1; n <= RESULTS_PER_PAGE; n++)
      await publish(`Sargodha ${n}`, { board: "bise-sargodha" }, "Sargodha page");
    const first = await readSearchList.documents("sargodha", FIRST, handle.db);
    if (first.kind !== "page") throw new Error("expected a page");
    expect([first.total, first.rows.length, first.rows[0]?.title, first.older]).toEqual([
      RESULTS_PER_PAGE,
      RESULTS_PER_PAGE,
      `Sargodha ${RESULTS_PER_PAGE}`,
      null,
    ]);
    await publish("Sargodha extra", { board: "bise-sargodha" }, "Sargodha page");
    const again = await readSearchList.documents("sargodha", FIRST, handle.db);
    if (again.kind !== "page" || !again.older) throw new Error("expected a next page");
    const older = rowsOf(await readSearchList.documents("sargodha", again.older, handle.db));
    expect(older.map((row) => row.title)).toEqual(["Sargodha 1"]);
  });

  it("follows an edit and a deletion, and the sitemap lists what is there", async () => {
    const id = ids["Lahore Physics 2024"]!;
    const changed = fields({ title: "Multan Physics 2022", board: "bise-multan", year: 2022 });
    await updateDocument(handle.db, id, { fields: changed }, null);
    expect(await titles(handle, "lahore")).toEqual([]);
    expect(await titles(handle, "multan 2022")).toEqual(["Multan Physics 2022"]);
    // The pages' words stay with the document after an edit of its fields.
    expect(await titles(handle, "newtons")).toEqual(["Multan Physics 2022"]);

    const parser = new XMLParser({ isArray: (name) => name === "url" });
    const locs = async () =>
      (
        parser.parse(await renderSitemap(undefined, handle.db)) as {
          urlset: { url: { loc: string }[] };
        }
      ).urlset.url.map((url) => url.loc);
    const before = await locs();
    expect(before).toContain(`${ORIGIN}/coaching/past-papers/9th`);
    expect(before).toContain(`${ORIGIN}/coaching/past-papers/9th/physics`);
    expect(before).toContain(
      `${ORIGIN}/coaching/past-papers/9th/physics/${id}-multan-physics-2022`,
    );
    expect(before).toContain(`${ORIGIN}/coaching/notes/9th/physics`);
    expect(
      before.filter((loc) => /\/coaching\/[a-z-]+\/[^/]+\/[^/]+\/\d+-/.test(loc)),
    ).toHaveLength(Object.keys(ids).length);

    expect(await deleteDocument(handle.db, id, null)).toBe(true);
    expect(await titles(handle, "multan")).toEqual([]);
    expect(await locs()).not.toContain(
      `${ORIGIN}/coaching/past-papers/9th/physics/${id}-multan-physics-2022`,
    );

    // Past the limit, documents have child files of their own by id, as updates do.
    const limit = 2;
    const index = parser.parse(await renderSitemap(limit, handle.db)) as {
      sitemapindex: { sitemap: { loc: string } | { loc: string }[] };
    };
    const names = [index.sitemapindex.sitemap].flat().map((c) => c.loc.split("/sitemaps/")[1]);
    expect(names).toEqual(expect.arrayContaining(["pages-0.xml", "documents-0.xml"]));
    const documents = [];
    for (let block = 0; block * limit <= Math.max(...Object.values(ids)); block += 1) {
      const xml = await renderSitemapChild({ kind: "documents", block }, limit, handle.db);
      const urls =
        xml === null ? [] : (parser.parse(xml) as { urlset: { url: unknown[] } }).urlset.url;
      expect(urls.length).toBeLessThanOrEqual(limit);
      documents.push(...urls);
    }
    expect(documents).toHaveLength(Object.keys(ids).length - 1);
  });
});
