import { inArray } from "drizzle-orm";
import { lectureRatings } from "@/server/db/schema";
import { SCREENS } from "../support/screens";
import { ACTIONS, callServerAction, signUpForCookie } from "../support/server-action";
import type { DurableWriter } from "./durability";

const STUDENTS = 12;
// Demo lecture ids are small serials; the probe keeps those the action accepts.
const PROBED_IDS = 40;
const playerPath = SCREENS.find((screen) => screen.name === "lecture player")!.path;

type Student = { userId: string; cookie: string };
const students: Student[] = [];
let lectureIds: number[] = [];

/** The stars a (student, lecture) pair always gives: repeating a pair rewrites the same row. */
const starsFor = (student: number, lecture: number) => ((student + lecture) % 5) + 1;
const keyOf = (userId: string, lectureId: number, rating: number) =>
  `${userId}|${lectureId}|${rating}`;

async function rate(student: Student, lectureId: number, rating: number, url: string) {
  const { status, result } = await callServerAction({
    url,
    path: playerPath,
    actionId: ACTIONS.saveLectureRating(),
    args: [lectureId, rating],
    cookie: student.cookie,
  });
  const ok = status === 200 && (result as { ok?: unknown } | undefined)?.ok === true;
  return { ok, result };
}

/**
 * Students rating lectures through the real rating server action, as the star buttons do. A write
 * counts as acknowledged only when the action answered {ok: true}, i.e. after the upsert returned.
 */
export const ratingsWriter: DurableWriter = {
  name: "ratings",
  prepare: async (url) => {
    students.length = 0;
    for (let i = 0; i < STUDENTS; i++) {
      students.push(
        await signUpForCookie(url, `rater-${process.pid}-${Date.now()}-${i}@example.com`),
      );
    }
    const first = students[0]!;
    lectureIds = [];
    for (let id = 1; id <= PROBED_IDS; id++) {
      const { ok, result } = await rate(first, id, starsFor(0, lectureIds.length), url);
      if (ok) lectureIds.push(id);
      else if ((result as { error?: unknown } | undefined)?.error !== "lecture-not-found") {
        throw new Error(`Rating lecture ${id} failed: ${JSON.stringify(result)}`);
      }
    }
    if (lectureIds.length === 0) throw new Error("No lecture accepted a rating");
  },
  write: async (url, index) => {
    const s = index % STUDENTS;
    const l = Math.floor(index / STUDENTS) % lectureIds.length;
    const student = students[s]!;
    const lectureId = lectureIds[l]!;
    const rating = starsFor(s, l);
    const { ok } = await rate(student, lectureId, rating, url);
    return ok ? keyOf(student.userId, lectureId, rating) : null;
  },
  stored: async (db, keys) => {
    const userIds = [...new Set(keys.map((key) => key.split("|")[0]!))];
    if (userIds.length === 0) return new Set();
    const rows = await db
      .select()
      .from(lectureRatings)
      .where(inArray(lectureRatings.userId, userIds));
    return new Set(rows.map((row) => keyOf(row.userId, row.lectureId, row.rating)));
  },
};
