import { createHmac } from "node:crypto";
import type { PersonalData } from "@/lib/personal";
import type { Database } from "@/server/db/client";
import { lectures } from "@/server/db/schema";
import { answerPersonal, type PersonalSources } from "@/server/progress/personal-answer";

/** What the GET /api/me tests share: the session cookie they sign, a chapter and its lecture. */

export const SECRET = "integration-only-secret-0123456789abcdef";
export const TOKEN_COOKIE = "__Secure-better-auth.session_token";
export const DAY = 24 * 60 * 60 * 1000;

/** A session token signed as Better Auth signs its cookie (HMAC-SHA256, base64). */
export const signToken = (token: string, secret = SECRET) =>
  `${token}.${createHmac("sha256", secret).update(token).digest("base64")}`;

export const cookieForToken = (token: string, secret = SECRET) =>
  `${TOKEN_COOKIE}=${encodeURIComponent(signToken(token, secret))}`;

/** The answer to GET /api/me, its parsed body, its Set-Cookie values and a header reader. */
export async function askPersonal(sources: PersonalSources, cookie: string, before: string | null) {
  const answer = await answerPersonal(sources, cookie, before);
  const setCookies = answer.headers.filter(([name]) => name === "set-cookie").map(([, v]) => v);
  const header = (name: string) => answer.headers.find(([key]) => key === name)?.[1];
  return { answer, body: JSON.parse(answer.body) as PersonalData, setCookies, header };
}

/** Lecture 1 of 11th economics, chapter 2 "Demand", with a length when the test needs one; its id. */
export async function insertChapterLecture(db: Database, durationSeconds?: number) {
  const [row] = await db
    .insert(lectures)
    .values({
      classSlug: "11th",
      subject: "economics",
      chapterNo: 2,
      chapterName: "Demand",
      lectureNo: 1,
      lectureName: "Lecture 1",
      youtubeId: "abcdefghijk",
      durationSeconds,
    })
    .returning({ id: lectures.id });
  return row!.id;
}
