import "server-only";
import { asc, desc, ilike, or, sql, type SQL } from "drizzle-orm";
import {
  containsPattern,
  normaliseSearchQuery,
  prefixTsQuery,
  searchTerms,
} from "@/lib/search-terms";
import { getDb, type Database } from "@/server/db/client";
import { lectureSearchDocument, lectures, updateSearchDocument, updates } from "@/server/db/schema";
import { LECTURE_PLACE } from "@/server/lectures/place";
import { readOrFallback } from "@/server/safe-read";

export const LECTURE_RESULT_LIMIT = 20;
export const UPDATE_RESULT_LIMIT = 10;

export type LectureHit = {
  id: number;
  classSlug: string;
  subject: string;
  chapterNo: number;
  chapterName: string;
  lectureNo: number;
  lectureName: string;
};

export type UpdateHit = {
  id: number;
  title: string;
  content: string;
  postedAt: Date;
  tags: string[];
};

export type SearchResults = { query: string; lectures: LectureHit[]; updates: UpdateHit[] };

const updateColumns = {
  id: updates.id,
  title: updates.title,
  content: updates.content,
  postedAt: updates.postedAt,
  tags: updates.tags,
};

/**
 * Full-text search first (every word as a prefix, best rank first, served by the GIN indexes);
 * when that finds nothing, the whole query as a substring of the given fields (ILIKE), which
 * catches words split differently from the database's parser.
 */
async function fullTextThenContains<T>(
  tsQuery: string | null,
  document: SQL,
  byText: (where: SQL, orderBy: SQL[]) => Promise<T[]>,
  contains: SQL | undefined,
  tieBreak: SQL[],
): Promise<T[]> {
  if (tsQuery !== null) {
    const query = sql`to_tsquery('simple', ${tsQuery})`;
    const rows = await byText(sql`${document} @@ ${query}`, [
      desc(sql`ts_rank(${document}, ${query})`),
      ...tieBreak,
    ]);
    if (rows.length > 0) return rows;
  }
  return contains ? byText(contains, tieBreak) : [];
}

/** Both searches, throwing on a database error (searchSite turns that into empty results). */
export async function runSearch(rawQuery: string, db: Database): Promise<SearchResults> {
  const query = normaliseSearchQuery(rawQuery);
  if (query === "") return { query, lectures: [], updates: [] };
  const tsQuery = prefixTsQuery(searchTerms(query));
  const pattern = containsPattern(query);
  const [lectureHits, updateHits] = await Promise.all([
    fullTextThenContains(
      tsQuery,
      lectureSearchDocument(lectures),
      (where, orderBy) =>
        db
          .select(LECTURE_PLACE)
          .from(lectures)
          .where(where)
          .orderBy(...orderBy)
          .limit(LECTURE_RESULT_LIMIT),
      or(ilike(lectures.lectureName, pattern), ilike(lectures.chapterName, pattern)),
      [asc(lectures.id)],
    ),
    fullTextThenContains(
      tsQuery,
      updateSearchDocument(updates),
      (where, orderBy) =>
        db
          .select(updateColumns)
          .from(updates)
          .where(where)
          .orderBy(...orderBy)
          .limit(UPDATE_RESULT_LIMIT),
      or(
        ilike(updates.title, pattern),
        ilike(updates.content, pattern),
        sql`tags_search_text(${updates.tags}) ILIKE ${pattern}`,
      ),
      [desc(updates.postedAt), desc(updates.id)],
    ),
  ]);
  return { query, lectures: lectureHits, updates: updateHits };
}

/** Lectures and updates matching the query; empty on any database error (spec section 8). */
export async function searchSite(rawQuery: string, db?: Database): Promise<SearchResults> {
  return readOrFallback("site search", async () => runSearch(rawQuery, db ?? (await getDb())), {
    query: normaliseSearchQuery(rawQuery),
    lectures: [],
    updates: [],
  });
}
