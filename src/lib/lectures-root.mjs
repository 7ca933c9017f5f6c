// @ts-check
/**
 * Where the lectures' screens live: the route manifest matches them under it, lecture-urls.ts
 * builds their addresses. Its own module, so client code takes it without the whole manifest.
 */
export const LECTURES_ROOT = "/coaching/lectures-quizzes";
