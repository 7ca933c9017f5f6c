import type { LectureClass, Subject } from "@/content/classes";
import { classHref, subjectHref } from "@/lib/lecture-urls";

export type Crumb = { label: string; href?: string };

export type CrumbLabels = {
  /** "Lectures & Quizzes": the top of the trail, which has no page of its own. */
  root: string;
  /** "Chapter {number}". */
  chapter: (chapterNo: number) => string;
};

/**
 * The trail of a lecture screen: Lectures & Quizzes / class / subject / chapter, as deep as the
 * screen goes. Every crumb links to its screen except the root and the last, which is this page.
 */
export function lectureCrumbs(
  labels: CrumbLabels,
  lectureClass: LectureClass,
  subject?: Subject,
  chapterNo?: number,
): Crumb[] {
  const trail: Crumb[] = [
    { label: labels.root },
    { label: lectureClass.title, href: classHref(lectureClass.slug) },
  ];
  if (subject) {
    trail.push({ label: subject.name, href: subjectHref(lectureClass.slug, subject.slug) });
    if (chapterNo !== undefined) trail.push({ label: labels.chapter(chapterNo) });
  }
  return trail.map((crumb, index) => (index === trail.length - 1 ? { label: crumb.label } : crumb));
}
