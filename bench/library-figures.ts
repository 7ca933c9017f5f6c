import { timeRequests, type Timing } from "./catalogue-figures";
import { DEEP_LISTING } from "./library-catalogue";

/**
 * The library on the large catalogue (the p99 under 200 ms, catalogueBudgets): 9th physics past
 * papers (10,000 documents), a filter of them, their page ten "Older" links deep (cursors), an
 * Urdu listing and a document's page, each rendered for every request.
 */
const DEPTH = 10;

const OLDER = /href="([^"]*[?&](?:amp;)?before=\d+[^"]*)"/;

async function html(origin: string, path: string): Promise<string> {
  const response = await fetch(origin + path);
  if (!response.ok) throw new Error(`${path}: status ${response.status}`);
  return response.text();
}

/** The listing's page `DEPTH` "Older" links deep, and the first document it links. */
async function libraryPaths(origin: string): Promise<string[]> {
  let deep = DEEP_LISTING;
  for (let i = 0; i < DEPTH; i += 1) {
    const older = OLDER.exec(await html(origin, deep))?.[1];
    if (!older) throw new Error(`no older page after ${deep}`);
    deep = older.replace(/&amp;/g, "&");
  }
  const first = new RegExp(`href="(${DEEP_LISTING}/\\d+-[a-z0-9-]+)"`).exec(
    await html(origin, DEEP_LISTING),
  )?.[1];
  if (!first) throw new Error(`no document on ${DEEP_LISTING}`);
  return [
    DEEP_LISTING,
    `${DEEP_LISTING}?board=bise-lahore&year=2020`,
    deep,
    "/ur/coaching/notes/10th/chemistry",
    first,
  ];
}

export async function measureLibrary(origin: string): Promise<Timing[]> {
  const timings = [];
  for (const path of await libraryPaths(origin))
    timings.push(await timeRequests(origin, path, true));
  return timings;
}
