import { z } from "zod";

/** Longest cursor read from a URL; ours are far shorter. */
const MAX_CURSOR_LENGTH = 1024;

/**
 * A position in a list ordered by some columns: the values of the last row shown, as base64url
 * JSON in `?after=`. The next page is the rows after it, found through the list's index, so a page
 * costs the same however deep it is (an OFFSET would read every row before it).
 */
export function encodeCursor(values: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(values), "utf8").toString("base64url");
}

/**
 * The values of a cursor, checked against the shape the list expects; null for anything else
 * (missing, malformed, forged), which the list treats as its first page.
 */
export function decodeCursor<T extends readonly unknown[]>(
  raw: unknown,
  shape: z.ZodType<T>,
): T | null {
  if (typeof raw !== "string" || raw === "" || raw.length > MAX_CURSOR_LENGTH) return null;
  if (!/^[A-Za-z0-9_-]+$/.test(raw)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const parsed = shape.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** Text a cursor may carry into a query: no NUL (PostgreSQL refuses it), bounded. */
export const cursorText = z
  .string()
  .max(400)
  .refine((v) => !v.includes("\u0000"));

/** An id or number a cursor may carry: a PostgreSQL integer. */
export const cursorInt = z.number().int().min(-2_147_483_648).max(2_147_483_647);
