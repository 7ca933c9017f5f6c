import "server-only";
import type { SQL } from "drizzle-orm";
import type { PageLink, PageRequest } from "@/lib/feed-paging";

/** How one list is read page by page: a filter per direction and the cursor of a row. */
export type Keyset<Row, Cursor> = {
  /** The list's rows that also match `where`, newest or oldest first, at most `limit`. */
  read: (where: SQL | undefined, order: "newest" | "oldest", limit: number) => Promise<Row[]>;
  olderThan: (cursor: Cursor) => SQL;
  newerThan: (cursor: Cursor) => SQL;
  cursorOf: (row: Row) => Cursor;
};

export type ListPage<Row, Cursor> =
  | {
      kind: "page";
      /** Newest first. */
      rows: Row[];
      older: PageLink<Cursor> | null;
      newer: PageLink<Cursor> | null;
    }
  /** A newer page that is the newest one: the list's own URL shows it (one URL per page). */
  | { kind: "first-page" };

/**
 * One page of a list by its cursor (decision 0026): every read is an index seek of at most
 * size + 1 rows, whatever the page's depth. A "Newer" link that would land on the newest rows
 * goes to the list's own URL instead of a cursor.
 */
export async function readListPage<Row, Cursor>(
  keyset: Keyset<Row, Cursor>,
  request: PageRequest<Cursor>,
  size: number,
): Promise<ListPage<Row, Cursor>> {
  const { read, olderThan, newerThan, cursorOf } = keyset;

  /** Where "Newer" goes from a page whose newest row is `anchor`. */
  async function newerLink(anchor: Cursor): Promise<PageLink<Cursor> | null> {
    const newer = (await read(newerThan(anchor), "oldest", size + 1)).length;
    if (newer === 0) return null;
    return newer <= size ? { kind: "first" } : { kind: "newer", cursor: anchor };
  }

  switch (request.kind) {
    case "invalid":
      return { kind: "page", rows: [], older: null, newer: { kind: "first" } };
    case "newer": {
      const found = await read(newerThan(request.cursor), "oldest", size + 1);
      if (found.length <= size) return { kind: "first-page" };
      const rows = found.slice(0, size).reverse();
      const last = cursorOf(rows[rows.length - 1]!);
      const [newer, olderRows] = await Promise.all([
        newerLink(cursorOf(rows[0]!)),
        read(olderThan(last), "newest", 1),
      ]);
      return {
        kind: "page",
        rows,
        newer,
        older: olderRows.length > 0 ? { kind: "older", cursor: last } : null,
      };
    }
    case "first":
    case "older": {
      const where = request.kind === "older" ? olderThan(request.cursor) : undefined;
      const found = await read(where, "newest", size + 1);
      const rows = found.slice(0, size);
      const last = rows[rows.length - 1];
      const older: PageLink<Cursor> | null =
        found.length > size && last ? { kind: "older", cursor: cursorOf(last) } : null;
      if (request.kind === "first") return { kind: "page", rows, older, newer: null };
      const anchor = rows[0] ? cursorOf(rows[0]) : request.cursor;
      return { kind: "page", rows, older, newer: await newerLink(anchor) };
    }
  }
}
