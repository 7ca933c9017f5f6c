import { describe, expect, it } from "vitest";
import { CONTINUE_LIMIT, type AccountLecture } from "@/lib/personal";
import {
  type AccountCopy,
  continueWatchingOf,
  withProgress,
  withQuizScore,
  withRating,
} from "./account-copy";

const chapter = { classSlug: "9th", subject: "physics", chapterNo: 1, chapterName: "Units" };

function lecture(lectureNo: number, position: number, updatedAt: number): AccountLecture {
  return {
    watchedSeconds: position,
    lastPosition: position,
    durationSeconds: 100,
    unlocked: false,
    chapter,
    lectureNo,
    lectureName: `Lecture ${lectureNo}`,
    updatedAt,
  };
}

const copy: AccountCopy = {
  hint: "h",
  readAt: 0,
  user: { name: "Ayesha", workspace: false },
  lectures: {
    7: {
      ...lecture(1, 50, 10),
      unlocked: true,
      links: { quickQuizUrl: "https://example.com/quiz", lectureNotesUrl: null },
    },
  },
  ratings: {},
  quizzes: {
    3: {
      best: 90,
      last: 60,
      attempts: 2,
      chapter: { classSlug: "9th", subject: "physics", chapterNo: 1 },
    },
  },
};

describe("this tab's copy of the account", () => {
  it("takes a report's answer for a lecture it knows, keeping where the lecture is", () => {
    const answered = withProgress(copy, 7, {
      watchedSeconds: 60,
      lastPosition: 61,
      durationSeconds: 100,
      unlocked: false,
    });
    expect(answered.lectures[7]).toMatchObject({ watchedSeconds: 60, lastPosition: 61, chapter });
    // No unlock in the answer: no links kept from before.
    expect(answered.lectures[7]?.links).toBeUndefined();
    expect(withProgress(copy, 8, answered.lectures[7]!)).toBe(copy);
    expect(withRating(copy, 7, 4).ratings).toEqual({ 7: 4 });
  });

  it("takes a graded quiz's scores, a chapter test keeping its chapter", () => {
    const chapterTest = withQuizScore(copy, 3, { best: 100, last: 100, attempts: 3 });
    expect(chapterTest.quizzes[3]).toEqual({
      ...copy.quizzes[3],
      best: 100,
      last: 100,
      attempts: 3,
    });
    expect(withQuizScore(copy, 4, { best: 50, last: 50, attempts: 1 }).quizzes[4]).toEqual({
      best: 50,
      last: 50,
      attempts: 1,
    });
    // A first attempt at a chapter test: the server's answer names the chapter the copy lacks.
    const chapter = { classSlug: "9th", subject: "physics", chapterNo: 2 };
    const first = withQuizScore(copy, 5, { best: 90, last: 90, attempts: 1, chapter });
    expect(first.quizzes[5]).toEqual({ best: 90, last: 90, attempts: 1, chapter });
  });

  it("lists Continue watching as the server does: part-way only, the latest first, five", () => {
    const lectures: Record<string, AccountLecture> = {
      1: lecture(1, 2, 100), // not started enough to resume
      2: lecture(2, 99, 200), // at the end
      3: lecture(3, 40, 300),
      ...Object.fromEntries([4, 5, 6, 7, 8].map((no) => [no, lecture(no, 30, 400 + no)])),
    };
    const listed = continueWatchingOf(lectures);
    expect(listed).toHaveLength(CONTINUE_LIMIT);
    expect(listed.map((item) => item.lectureId)).toEqual([8, 7, 6, 5, 4]);
    expect(listed[0]).toMatchObject({
      href: "/coaching/lectures-quizzes/9th/physics/1/Units?lecture=8",
      percent: 30,
      resumeAt: 30,
    });
  });
});
