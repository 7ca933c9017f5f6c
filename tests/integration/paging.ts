import { expect } from "vitest";
import { PAGE_SIZE, type Page } from "@/server/workspace/list-params";

/**
 * Follows a workspace list's `next` cursors from the first page to the last and returns every
 * row's id in the order shown, checking that no page is larger than the workspace's page.
 */
export async function everyPage<T>(
  list: (after?: number) => Promise<Page<T>>,
  idOf: (row: T) => number,
): Promise<number[]> {
  const seen: number[] = [];
  let after: number | undefined;
  for (let pages = 0; pages < 100; pages += 1) {
    const page = await list(after);
    expect(page.rows.length).toBeLessThanOrEqual(PAGE_SIZE);
    seen.push(...page.rows.map(idOf));
    if (page.next === null) return seen;
    after = Number(page.next);
  }
  throw new Error("the list never ended");
}

/** Every id once, newest (highest) first. */
export function expectNewestFirstOnce(seen: number[], total: number) {
  expect(seen).toHaveLength(total);
  expect(seen).toEqual([...seen].sort((a, b) => b - a));
  expect(new Set(seen).size).toBe(total);
}
