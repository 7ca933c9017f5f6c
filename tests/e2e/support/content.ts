import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

type Update = { title: string; content: string; link: string; tags: string[]; postedAt: string };

const root = path.resolve(import.meta.dirname, "../../..");
const fixturesDir = path.join(root, "tests/e2e/fixtures");

/** The same files scripts/e2e-server.sh imports: the demo feed plus every fixture file. */
const files = [
  path.join(root, "content/demo/feed.json"),
  ...readdirSync(fixturesDir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => path.join(fixturesDir, name)),
];

/** Every update the e2e server holds, newest first. */
export const allUpdates: Update[] = files
  .flatMap(
    (file) => (JSON.parse(readFileSync(file, "utf8")) as { updates?: Update[] }).updates ?? [],
  )
  .sort((a, b) => b.postedAt.localeCompare(a.postedAt));
