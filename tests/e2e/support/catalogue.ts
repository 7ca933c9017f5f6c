import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

type LectureRow = {
  class: string;
  subject: string;
  chapterNo: number;
  chapterName: string;
  lectureNo: number;
  lectureName: string;
};

const root = path.resolve(import.meta.dirname, "../../..");
const fixturesDir = path.join(root, "tests/e2e/fixtures");

/** Every lecture the e2e server holds: the demo lectures and the fixtures scripts/e2e-server.sh loads. */
export const allLectures: LectureRow[] = [
  path.join(root, "content/demo/lectures.json"),
  ...readdirSync(fixturesDir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => path.join(fixturesDir, name)),
].flatMap(
  (file) => (JSON.parse(readFileSync(file, "utf8")) as { lectures?: LectureRow[] }).lectures ?? [],
);

/** How many lectures a class (and subject) has on the e2e server. */
export function lectureCount(classSlug: string | null, subject: string | null): number {
  return allLectures.filter(
    (row) =>
      (classSlug === null || row.class === classSlug) &&
      (subject === null || row.subject === subject),
  ).length;
}
