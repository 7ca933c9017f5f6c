import "server-only";
import { and } from "drizzle-orm";
import { decodeCursor, encodeCursor } from "@/lib/cursor";
import type { PageLink, PageRequest } from "@/lib/feed-paging";
import { understandQuery, type SearchPlan } from "@/lib/search-query";
import { normaliseSearchQuery } from "@/lib/search-terms";
import { getDb, type Database } from "@/server/db/client";
import type { FeedJob } from "@/server/feed/entries";
import { readListPage } from "@/server/feed/paging";
import type { FeedUpdate } from "@/server/feed/queries";
import { readOrFallback } from "@/server/safe-read";
import { documentList, type DocumentHit } from "./library-list";
import { jobList, lectureList, updateList, type LectureHit, type SearchList } from "./lists";

export type { LectureHit } from "./lists";
export type { DocumentHit } from "./library-list";

/** Rows of a list's own pages (`?in=lectures`). */
export const RESULTS_PER_PAGE = 20;
/** Rows of each list on the first page of results, which shows all of them. */
export const OVERVIEW_ROWS = { lectures: 10, documents: 5, updates: 5, jobs: 5 } as const;
/** Counting stops past this many matches: the heading then says "1000+". */
export const COUNT_CAP = 1000;

export type SearchListName = keyof typeof OVERVIEW_ROWS;
export const SEARCH_LIST_NAMES = Object.keys(OVERVIEW_ROWS) as SearchListName[];

export type ResultPage<Row> =
  | {
      kind: "page";
      /** How many rows match, counted up to COUNT_CAP + 1. */
      total: number;
      rows: readonly Row[];
      /** The pager's links, their cursors written for a URL. */
      older: PageLink<string> | null;
      newer: PageLink<string> | null;
    }
  /** A "newer" page that is the first one: the list's own URL shows it (one URL per page). */
  | { kind: "first-page" };

/** A page of results (never a redirect: the first rows of a list are its first page). */
export type FirstResults<Row> = Extract<ResultPage<Row>, { kind: "page" }>;

export type Overview = {
  lectures: FirstResults<LectureHit>;
  documents: FirstResults<DocumentHit>;
  updates: FirstResults<FeedUpdate>;
  jobs: FirstResults<FeedJob>;
};

const EMPTY = { kind: "page", total: 0, rows: [], older: null, newer: null } as const;

function decodeRequest<Cursor extends readonly (string | number)[]>(
  request: PageRequest<string>,
  shape: SearchList<never, Cursor>["cursorShape"],
): PageRequest<Cursor> {
  if (request.kind === "first" || request.kind === "invalid") return request;
  const cursor = decodeCursor(request.cursor, shape);
  return cursor === null ? { kind: "invalid" } : { kind: request.kind, cursor };
}

function encodeLink<Cursor extends readonly (string | number)[]>(
  link: PageLink<Cursor> | null,
): PageLink<string> | null {
  return link && link.kind !== "first" ? { ...link, cursor: encodeCursor(link.cursor) } : link;
}

/** One page of one list: the rows whose search document matches every part of the plan. */
async function readResults<Row, Cursor extends readonly (string | number)[]>(
  db: Database,
  list: SearchList<Row, Cursor>,
  search: { query: string; plan: SearchPlan },
  request: PageRequest<string>,
  size: number,
): Promise<ResultPage<Row>> {
  const matching = list.match(search.plan);
  const total = matching ? await list.count(db, matching, COUNT_CAP + 1) : 0;
  if (!matching || total === 0) return EMPTY;
  const page = await readListPage(
    {
      read: (cursor, order, limit) => list.read(db, and(matching, cursor)!, order, limit),
      olderThan: list.olderThan,
      newerThan: list.newerThan,
      cursorOf: list.cursorOf,
    },
    decodeRequest(request, list.cursorShape),
    size,
  );
  if (page.kind === "first-page") return page;
  return { ...page, total, older: encodeLink(page.older), newer: encodeLink(page.newer) };
}

/** Reads one list for a query as typed: a page of RESULTS_PER_PAGE, or `size`. */
function reader<Row, Cursor extends readonly (string | number)[]>(list: SearchList<Row, Cursor>) {
  return (
    rawQuery: string,
    request: PageRequest<string>,
    db: Database,
    size: number = RESULTS_PER_PAGE,
  ): Promise<ResultPage<Row>> => {
    const query = normaliseSearchQuery(rawQuery);
    if (query === "") return Promise.resolve(EMPTY);
    return readResults(db, list, { query, plan: understandQuery(query) }, request, size);
  };
}

/** One page of each list, throwing on a database error. */
export const readSearchList = {
  lectures: reader(lectureList),
  documents: reader(documentList),
  updates: reader(updateList),
  jobs: reader(jobList),
};

/** The first rows of every list, throwing on a database error. */
export async function readOverview(rawQuery: string, db: Database): Promise<Overview> {
  const first = { kind: "first" } as const;
  const [lectures, documents, updates, jobs] = await Promise.all([
    readSearchList.lectures(rawQuery, first, db, OVERVIEW_ROWS.lectures),
    readSearchList.documents(rawQuery, first, db, OVERVIEW_ROWS.documents),
    readSearchList.updates(rawQuery, first, db, OVERVIEW_ROWS.updates),
    readSearchList.jobs(rawQuery, first, db, OVERVIEW_ROWS.jobs),
  ]);
  const shown = <Row>(page: ResultPage<Row>) => (page.kind === "page" ? page : EMPTY);
  return {
    lectures: shown(lectures),
    documents: shown(documents),
    updates: shown(updates),
    jobs: shown(jobs),
  };
}

/** The first page of results; empty on any database error (spec section 8). */
export function searchOverview(rawQuery: string): Promise<Overview> {
  return readOrFallback("site search", async () => readOverview(rawQuery, await getDb()), {
    lectures: EMPTY,
    documents: EMPTY,
    updates: EMPTY,
    jobs: EMPTY,
  });
}

/** One page of one list (`?in=`); empty on any database error. */
export const searchList = {
  lectures: safely(readSearchList.lectures),
  documents: safely(readSearchList.documents),
  updates: safely(readSearchList.updates),
  jobs: safely(readSearchList.jobs),
};

function safely<Row>(
  read: (rawQuery: string, request: PageRequest<string>, db: Database) => Promise<ResultPage<Row>>,
) {
  return (rawQuery: string, request: PageRequest<string>): Promise<ResultPage<Row>> =>
    readOrFallback("site search", async () => read(rawQuery, request, await getDb()), EMPTY);
}
