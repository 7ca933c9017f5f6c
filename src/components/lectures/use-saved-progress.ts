import { usePathname, useSearchParams } from "next/navigation";
import type { LectureProgressView } from "@/lib/personal";
import { useProgressSource } from "@/components/personal/use-personal";

export type SavedProgress =
  | { known: false }
  | { known: true; signedIn: boolean; progress: LectureProgressView | null; rating: number };

/**
 * What earlier visits left of one lecture: the account's record (from /api/me, asked for this
 * very page, so a lecture opened right after leaving another reads what that one left) or this
 * browser's. Unknown until the page has hydrated and the answer is in.
 */
export function useSavedProgress(lectureId: number): SavedProgress {
  const source = useProgressSource();
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const key = String(lectureId);
  if (source.kind === "signed-in") {
    if (source.page !== (search ? `${pathname}?${search}` : pathname)) return { known: false };
    return {
      known: true,
      signedIn: true,
      progress: source.data.lectures?.[key] ?? null,
      rating: source.data.ratings?.[key] ?? 0,
    };
  }
  if (source.kind === "signed-out") {
    return { known: true, signedIn: false, progress: source.local[key] ?? null, rating: 0 };
  }
  return { known: false };
}
