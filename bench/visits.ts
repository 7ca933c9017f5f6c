import {
  CHECK_EVERY_MS,
  nextStep,
  type CopyStamp,
} from "../src/components/personal/personal-policy";
import { UPDATE_PAGE_PATH } from "./screens";

/**
 * Issue 32, item 8: students as they really use the site. Each visit is 10 to 20 different pages
 * (documents: the bench does not model client navigations), one every DWELL_MS of a student's
 * time, and the GET /api/me reads the browser makes on them, worked out with the browser's own
 * rule (src/components/personal/personal-policy.ts) on that clock: the tab's copy is read on the
 * first page and again only once it is a TTL old. Progress reports go in real time beside it.
 */

/** A student's time on each page of a visit: a report every 10 s while watching, then on. */
export const DWELL_MS = 10_000;
export const MIN_PAGES = 10;
export const MAX_PAGES = 20;

const PLAYER = "/coaching/lectures-quizzes";
const player = (chapter: string, lecture: number) => `${PLAYER}/${chapter}?lecture=${lecture}`;

/** The pages visits are made of: every kind of shared page, in both languages, 20 in all. */
export const VISIT_POOL: readonly string[] = [
  "/",
  "/latest",
  UPDATE_PAGE_PATH,
  `${PLAYER}/9th`,
  `${PLAYER}/9th/physics`,
  player("9th/physics/1/Physical%20Quantities%20and%20Measurement", 1),
  player("9th/physics/1/Physical%20Quantities%20and%20Measurement", 2),
  player("9th/physics/1/Physical%20Quantities%20and%20Measurement", 3),
  player("9th/physics/2/Kinematics", 1),
  `${PLAYER}/10th`,
  `${PLAYER}/10th/chemistry`,
  player("10th/chemistry/9/Chemical%20Equilibrium", 1),
  player("10th/chemistry/10/Acids%2C%20Bases%20and%20Salts", 2),
  `${PLAYER}/10th/mathematics`,
  player("10th/mathematics/1/Quadratic%20Equations", 1),
  player("10th/mathematics/1/Quadratic%20Equations", 2),
  "/ur",
  "/ur/latest",
  `/ur${PLAYER}/9th/physics`,
  "/latest/jobs",
];

/** Student `index`'s visit: 10 to 20 pages of the pool, none twice, each student's own. */
export function visitPages(index: number, pool: readonly string[] = VISIT_POOL): string[] {
  const length = Math.min(pool.length, MIN_PAGES + (index % (MAX_PAGES - MIN_PAGES + 1)));
  return Array.from({ length }, (_, i) => pool[(index * 7 + i) % pool.length]!);
}

/** What a visit asks for, in order: a page, or the personal read. */
export type VisitStep = { kind: "page"; path: string } | { kind: "personal" };

/**
 * The requests of one signed-in visit in a new tab: each page, and a read of GET /api/me wherever
 * the browser's rule asks for one (on a page view, or by the tab's own check every few seconds).
 */
export function signedInVisit(pages: readonly string[]): VisitStep[] {
  const hint = "the student's";
  let copy: CopyStamp | null = null;
  const steps: VisitStep[] = [];
  const readIfDue = (at: number, occasion: "view" | "check") => {
    if (nextStep(copy, hint, at, occasion) !== "read") return;
    steps.push({ kind: "personal" });
    copy = { hint, readAt: at };
  };
  pages.forEach((path, index) => {
    const shownAt = index * DWELL_MS;
    steps.push({ kind: "page", path });
    readIfDue(shownAt, "view");
    for (let at = shownAt + CHECK_EVERY_MS; at < shownAt + DWELL_MS; at += CHECK_EVERY_MS) {
      readIfDue(at, "check");
    }
  });
  return steps;
}
