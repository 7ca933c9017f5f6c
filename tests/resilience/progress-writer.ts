import { inArray } from "drizzle-orm";
import { lectureProgress } from "@/server/db/schema";
import { signUpForCookie } from "../support/server-action";
import type { DurableWriter } from "./durability";

const STUDENTS = 12;
// Demo lecture ids are small serials; the probe keeps those the endpoint knows.
const PROBED_IDS = 40;
const DURATION = 600;

type Student = { userId: string; cookie: string };
const students: Student[] = [];
let lectureIds: number[] = [];

const keyOf = (userId: string, lectureId: number, position: number) =>
  `${userId}|${lectureId}|${position}`;

async function report(url: string, lectureId: number, position: number, cookie?: string) {
  const response = await fetch(`${url}/api/progress`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({
      lectureId,
      event: "pause",
      watched: 0,
      position,
      duration: DURATION,
    }),
  });
  await response.arrayBuffer();
  return response.status;
}

/**
 * Students' players reporting progress (POST /api/progress, as on pause). Each write is a
 * (student, lecture) pair of its own with its own position, acknowledged when the endpoint
 * answered 200, i.e. after the row was written.
 */
export const progressWriter: DurableWriter = {
  name: "progress",
  prepare: async (url) => {
    students.length = 0;
    for (let i = 0; i < STUDENTS; i++) {
      students.push(
        await signUpForCookie(url, `viewer-${process.pid}-${Date.now()}-${i}@example.com`),
      );
    }
    lectureIds = [];
    // Signed out, nothing is stored: a 200 only says the lecture exists.
    for (let id = 1; id <= PROBED_IDS; id++) {
      const status = await report(url, id, 1);
      if (status === 200) lectureIds.push(id);
      else if (status !== 404) throw new Error(`Reporting on lecture ${id} answered ${status}`);
    }
    if (lectureIds.length === 0) throw new Error("No lecture accepted a progress report");
  },
  write: async (url, index) => {
    const pairs = STUDENTS * lectureIds.length;
    if (index >= pairs) return null;
    const student = students[index % STUDENTS]!;
    const lectureId = lectureIds[Math.floor(index / STUDENTS)]!;
    // Within the demo lectures' 12 s (the server keeps no place past a lecture's end).
    const position = 1 + (index % 10);
    const status = await report(url, lectureId, position, student.cookie);
    return status === 200 ? keyOf(student.userId, lectureId, position) : null;
  },
  stored: async (db, keys) => {
    const userIds = [...new Set(keys.map((key) => key.split("|")[0]!))];
    if (userIds.length === 0) return new Set();
    const rows = await db
      .select()
      .from(lectureProgress)
      .where(inArray(lectureProgress.userId, userIds));
    return new Set(rows.map((row) => keyOf(row.userId, row.lectureId, row.lastPosition)));
  },
};
