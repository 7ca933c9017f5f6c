/**
 * Which lecture the player shows. `requested` is the ?lecture=N of the URL: undefined when the URL
 * has none (the first lecture by number, as the spec says), null when it holds no usable number.
 * An unusable or unknown number selects nothing, so the player asks the student to pick one.
 */
export function selectLecture<T extends { lectureNo: number }>(
  lecturesByNumber: readonly T[],
  requested: number | null | undefined,
): T | null {
  if (requested === undefined) return lecturesByNumber[0] ?? null;
  if (requested === null) return null;
  return lecturesByNumber.find((lecture) => lecture.lectureNo === requested) ?? null;
}

export type ChapterNameMatch =
  /** The URL names the chapter as stored: show it under that name. */
  | { kind: "match"; name: string }
  /** The URL's name is stale or mistyped: send the student to the canonical URL. */
  | { kind: "redirect"; name: string }
  /** The chapter has no lectures, so it has no name to check against. */
  | { kind: "unknown" };

/**
 * Checks the chapter-name segment of the player URL against the names the chapter's lectures
 * carry. A chapter whose lectures disagree on the name has one card per name in the chapter list
 * (it is de-duplicated by number AND name), so every one of those names is accepted; a name that
 * matches none is redirected to the name of the first lecture.
 */
export function matchChapterName(
  namesInLectureOrder: readonly string[],
  segment: string,
): ChapterNameMatch {
  const first = namesInLectureOrder[0];
  if (first === undefined) return { kind: "unknown" };
  const wanted = segment.normalize("NFC");
  const found = namesInLectureOrder.find((name) => name.normalize("NFC") === wanted);
  return found === undefined ? { kind: "redirect", name: first } : { kind: "match", name: found };
}
