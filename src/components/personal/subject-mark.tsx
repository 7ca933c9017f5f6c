"use client";

import { countUnlocked } from "./count-unlocked";
import { useProgressSource } from "./use-personal";

/**
 * Class screen, signed in: "3 of 12 lectures unlocked" per subject. A mark of the student's own
 * on a shared page (decision 0029, see lecture-mark.tsx).
 */
export function SubjectMark({
  classSlug,
  subject,
  total,
  text,
}: {
  classSlug: string;
  subject: string;
  /** The subject's lectures; null while unknown (an outage). */
  total: number | null;
  text: string;
}) {
  const source = useProgressSource();
  const lectures = source.kind === "signed-in" ? source.copy.lectures : undefined;
  const unlocked = countUnlocked(
    lectures,
    (chapter) => chapter.classSlug === classSlug && chapter.subject === subject,
  );
  return (
    <span data-mark="subject" className="block min-h-5 text-sm text-slate-700">
      {lectures && total
        ? text.replace("{unlocked}", String(unlocked)).replace("{total}", String(total))
        : ""}
    </span>
  );
}
