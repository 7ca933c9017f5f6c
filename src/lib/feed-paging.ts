import { z } from "zod";
import { PAGE_CURSOR } from "@/lib/route-manifest.mjs";

/**
 * Cursors of the paged lists (decision 0026). A page's URL names the row it continues from, never
 * an offset: a new post does not shift every later page, and the database seeks with an index.
 * The parameters' names and the pages that read them are listed once, in the route manifest
 * (src/lib/route-manifest.mjs): a kept page is keyed by those parameters only.
 */

/** Updates per /latest page (and in the RSS feed). */
export const UPDATES_PER_PAGE = 20;
/** How many jobs, Featured and Coaching entries /latest shows; the rest are on their own pages. */
export const ENTRIES_ON_FEED = 10;
/** Entries per page of the jobs, Featured and Coaching pages. */
export const ENTRIES_PER_PAGE = 20;

/** An update's place in the feed: its posted-on time in microseconds since 1970, and its id. */
export type UpdateCursor = { postedAtMicros: string; id: number };

/** Which page of a list: the newest, the page after a row (older), or before it (newer). */
export type PageRequest<Cursor> =
  | { kind: "first" }
  | { kind: "older"; cursor: Cursor }
  | { kind: "newer"; cursor: Cursor }
  /** A cursor that no row can have: the page shows its empty state with a way back. */
  | { kind: "invalid" };

const MAX_ID = 2_147_483_647; // PostgreSQL integer

const idSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .transform(Number)
  .pipe(z.number().int().max(MAX_ID));

// "<microseconds>-<id>"; 16 digits keep the time within PostgreSQL's range and a double's precision.
const UPDATE_CURSOR = /^(-?[0-9]{1,16})-([1-9][0-9]{0,9})$/;

function parseUpdateCursor(value: string): UpdateCursor | null {
  const match = UPDATE_CURSOR.exec(value);
  if (!match) return null;
  const id = Number(match[2]);
  if (id > MAX_ID) return null;
  return { postedAtMicros: BigInt(match[1] ?? "0").toString(), id };
}

type Raw = string | string[] | undefined;

const first = (raw: Raw) => (Array.isArray(raw) ? raw[0] : raw);

/** `?before=` / `?after=` of any paged list, each value read by the list's own `parse`. */
export function parsePageRequest<Cursor>(
  params: { before?: Raw; after?: Raw },
  parse: (value: string) => Cursor | null,
): PageRequest<Cursor> {
  const before = first(params.before);
  const after = first(params.after);
  if (before !== undefined && after !== undefined) return { kind: "invalid" };
  const value = before ?? after;
  if (value === undefined) return { kind: "first" };
  const cursor = parse(value);
  if (cursor === null) return { kind: "invalid" };
  return before !== undefined ? { kind: "older", cursor } : { kind: "newer", cursor };
}

/** `?before=` / `?after=` of /latest. */
export function parseUpdatePageRequest(params: {
  before?: Raw;
  after?: Raw;
}): PageRequest<UpdateCursor> {
  return parsePageRequest(params, parseUpdateCursor);
}

/** `?before=` / `?after=` of the jobs, Featured and Coaching pages. */
export function parseIdPageRequest(params: { before?: Raw; after?: Raw }): PageRequest<number> {
  return parsePageRequest(params, (value) => idSchema.safeParse(value).data ?? null);
}

export function formatUpdateCursor(cursor: UpdateCursor): string {
  return `${cursor.postedAtMicros}-${cursor.id}`;
}

/** Where a page's "Older" or "Newer" link goes; "first" is the list's own URL, with no cursor. */
export type PageLink<Cursor> = { kind: "older" | "newer"; cursor: Cursor } | { kind: "first" };

/** A list URL with its filter and cursor, in one parameter order so each page has one URL. */
export function pagedHref(
  path: string,
  filter: Record<string, string | null>,
  link: PageLink<string> | null,
): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value !== null) query.set(name, value);
  if (link && link.kind !== "first") query.set(PAGE_CURSOR[link.kind], link.cursor);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
