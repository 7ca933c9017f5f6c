import type { LectureProgressView } from "@/lib/personal";
import { useProgressSource } from "@/components/personal/use-personal";

export type SavedProgress =
  | { known: false }
  | { known: true; signedIn: boolean; progress: LectureProgressView | null; rating: number };

/**
 * What earlier visits left of one lecture: the account's record (this tab's copy, decision 0064,
 * which a report's answer keeps current, so a lecture opened right after leaving another reads
 * what that one left) or this browser's. Unknown until the page has hydrated and the copy is in.
 */
export function useSavedProgress(lectureId: number): SavedProgress {
  const source = useProgressSource();
  const key = String(lectureId);
  if (source.kind === "signed-in") {
    return {
      known: true,
      signedIn: true,
      progress: source.copy.lectures[key] ?? null,
      rating: source.copy.ratings[key] ?? 0,
    };
  }
  if (source.kind === "signed-out") {
    return { known: true, signedIn: false, progress: source.local[key] ?? null, rating: 0 };
  }
  return { known: false };
}
