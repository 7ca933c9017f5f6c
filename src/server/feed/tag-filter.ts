import { z } from "zod";
import { formatUpdateCursor, pagedHref, type PageLink, type UpdateCursor } from "@/lib/feed-paging";

/** Longer than any stored tag (the importer allows 40 characters), short enough to log. */
export const MAX_TAG_FILTER_LENGTH = 60;

export type TagFilter =
  | { kind: "all" }
  | { kind: "tag"; tag: string }
  /** A value no update can carry: the page shows its empty state instead of failing. */
  | { kind: "invalid" };

// Control characters (a NUL byte breaks a PostgreSQL text parameter) can never be in a real tag.
const tagSchema = z
  .string()
  .trim()
  .max(MAX_TAG_FILTER_LENGTH)
  .regex(/^\P{Cc}*$/u);

/**
 * Reads `?tag=` from the /latest URL. Missing or empty means All; a repeated parameter uses its
 * first value, as browsers and most servers do.
 */
export function parseTagFilter(raw: string | string[] | undefined): TagFilter {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined) return { kind: "all" };
  const parsed = tagSchema.safeParse(value);
  if (!parsed.success) return { kind: "invalid" };
  return parsed.data === "" ? { kind: "all" } : { kind: "tag", tag: parsed.data };
}

/**
 * The /latest URL showing one tag, or all updates, from its newest page or from a cursor; shared
 * by the filter bar, the tag chips, the pager and the RSS feed's links.
 */
export function latestHref(tag: string | null, page: PageLink<UpdateCursor> | null = null): string {
  const link =
    page === null || page.kind === "first"
      ? null
      : { kind: page.kind, cursor: formatUpdateCursor(page.cursor) };
  return pagedHref("/latest", { tag }, link);
}
