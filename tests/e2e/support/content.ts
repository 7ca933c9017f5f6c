import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

type Update = { title: string; content: string; link: string; tags: string[]; postedAt: string };
type Entry = { title: string; description?: string; link: string };
type ContentFile = { updates?: Update[]; jobs?: Entry[]; featured?: Entry[]; coaching?: Entry[] };

const root = path.resolve(import.meta.dirname, "../../..");
const fixturesDir = path.join(root, "tests/e2e/fixtures");

/** The same files, in the same order, that scripts/e2e-server.sh imports. */
const files: ContentFile[] = [
  path.join(root, "content/demo/feed.json"),
  ...readdirSync(fixturesDir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => path.join(fixturesDir, name)),
].map((file) => JSON.parse(readFileSync(file, "utf8")) as ContentFile);

/** Every update the e2e server holds, newest first. */
export const allUpdates: Update[] = files
  .flatMap((file) => file.updates ?? [])
  .sort((a, b) => b.postedAt.localeCompare(a.postedAt));

/** Jobs, Featured and Coaching entries, newest (last imported) first. */
export const allJobs: Entry[] = files.flatMap((file) => file.jobs ?? []).reverse();
export const allFeatured: Entry[] = files.flatMap((file) => file.featured ?? []).reverse();
export const allCoaching: Entry[] = files.flatMap((file) => file.coaching ?? []).reverse();

/** The updates of one /latest page (20 each), newest first; with a tag, that tag's. */
export function updatesPage(index: number, tag: string | null = null): Update[] {
  const matching = tag === null ? allUpdates : allUpdates.filter((u) => u.tags.includes(tag));
  return matching.slice(index * 20, (index + 1) * 20);
}
