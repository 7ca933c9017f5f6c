import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { count } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { sitePages } from "@/server/db/schema";
import { readPageInput, type PageInput } from "./page-input";
import { savePage } from "./page-writes";

/** The demo pages: content/demo/pages/<language>/<address>.md, the first line "# Title". */
export const DEMO_PAGES_DIR = "content/demo/pages";

/** One demo file as a page; its address is its place under the language's folder. */
export function demoPage(locale: string, file: string, text: string): PageInput {
  const [first = "", ...rest] = text.split("\n");
  const read = readPageInput({
    path: `/${file.replace(/\.md$/, "").split(path.sep).join("/")}`,
    locale,
    title: first.replace(/^#\s+/, ""),
    body: rest.join("\n"),
  });
  if (!read.ok)
    throw new Error(`Demo page ${locale}/${file} is invalid: ${JSON.stringify(read.problems)}`);
  return read.page;
}

/** Every demo page, English then Urdu. */
export async function readDemoPages(dir = DEMO_PAGES_DIR): Promise<PageInput[]> {
  const pages: PageInput[] = [];
  for (const locale of ["en", "ur"]) {
    const files = await readdir(path.join(dir, locale), { recursive: true });
    for (const file of files.filter((name) => name.endsWith(".md")).sort()) {
      pages.push(demoPage(locale, file, await readFile(path.join(dir, locale, file), "utf8")));
    }
  }
  return pages;
}

/**
 * Writes the demo pages on the first boot that finds no page at all (a removed page keeps its
 * row, so an operator's removals stay removed). Each is a first version, logged as the server's.
 */
export async function seedDemoPagesIfEmpty(db: Database): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(sitePages);
  if ((existing?.n ?? 0) > 0) return false;
  for (const page of await readDemoPages()) await savePage(db, null, null, page);
  return true;
}
