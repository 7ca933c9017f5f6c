// Pure types shared by the bulk upload's server actions and its client form.
import type { BulkCounts } from "./bulk-import";

/** A bad row as the bulk upload lists it: where (line, collection, field) and what, in words. */
export type ImportProblem = { line: number; collection: string; field: string; message: string };

/** Most problems listed at once; the rest are counted ("and 120 more"). */
export const MAX_LISTED_PROBLEMS = 1000;

/** A row the check found the import would create or change, in words, with what changes. */
export type ListedChange = {
  /** "New lecture", "Changed update". */
  what: string;
  summary: string;
  fields: { label: string; before: string; after: string }[];
};

/** Most rows listed at once; the rest are counted. */
export const MAX_LISTED_CHANGES = 500;

/** What a step found, in words: a heading and one line per collection (or "and 120 more"). */
type Said = { title: string; lines: string[] };

export type ImportState =
  | { stage: "idle" }
  /** Refused (role, session, other site) or not a file we take: nothing was read. */
  | { stage: "refused"; message: string }
  | ({ stage: "invalid"; problems: ImportProblem[]; total: number } & Said)
  /** Dry run done: these counts and rows are what "Import" writes. */
  | ({ stage: "ready"; draftId: string; counts: BulkCounts; changes: ListedChange[] } & Said)
  /** Dry run done: every row is on the site as it is, so there is nothing to import. */
  | ({ stage: "unchanged" } & Said)
  | ({ stage: "done"; counts: BulkCounts } & Said);

export const IDLE_IMPORT: ImportState = { stage: "idle" };
