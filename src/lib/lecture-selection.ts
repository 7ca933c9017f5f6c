/**
 * Which lecture the player shows. `requested` is the ?lecture=N of the URL: undefined when the URL
 * has none (the first lecture by number, as the spec says), null when it holds no usable number.
 * An unusable or unknown number selects nothing (the player then answers 404).
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

/** What the player shows for a chapter address (decisions 0005 and 0014). */
export type PlayerChapter<T> =
  /** The read failed: the spec's empty states, under the name the URL gives. */
  | { kind: "outage" }
  /**
   * No lecture has this chapter number (chapterName null), or the URL names a lecture the
   * chapter lacks: a 404 that says the lecture is not there (decision 0056).
   */
  | { kind: "not-found"; chapterName: string | null }
  /** The chapter exists under another name: the canonical address (keeping ?lecture=N). */
  | { kind: "redirect"; chapterName: string }
  | { kind: "found"; chapterName: string; lectures: readonly T[]; selected: T };

/**
 * Decides the player's screen from the chapter's lectures (null when they could not be read),
 * the chapter-name segment of the URL and its ?lecture=N (see selectLecture).
 */
export function resolvePlayerChapter<T extends { lectureNo: number; chapterName: string }>(
  lecturesByNumber: readonly T[] | null,
  nameSegment: string,
  requested: number | null | undefined,
): PlayerChapter<T> {
  if (lecturesByNumber === null) return { kind: "outage" };
  const name = matchChapterName(
    lecturesByNumber.map((lecture) => lecture.chapterName),
    nameSegment,
  );
  if (name.kind === "unknown") return { kind: "not-found", chapterName: null };
  if (name.kind === "redirect") return { kind: "redirect", chapterName: name.name };
  const selected = selectLecture(lecturesByNumber, requested);
  if (!selected) return { kind: "not-found", chapterName: name.name };
  return { kind: "found", chapterName: name.name, lectures: lecturesByNumber, selected };
}
