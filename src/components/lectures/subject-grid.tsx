import { SubjectMark } from "@/components/personal/subject-mark";
import { Link } from "@/components/ui/link";
import { ArrowRight, BookOpen } from "@/components/ui/icons";
import type { Subject } from "@/content/classes";
import { subjectHref } from "@/lib/lecture-urls";
import { EmptyState } from "@/components/ui/empty-state";

export type SubjectGridText = {
  startLearning: string;
  /** In place of Start Learning on a subject that has no lecture yet. */
  noLecturesYet: string;
  /** "{unlocked} of {total} lectures unlocked", shown to a signed-in student. */
  unlocked: string;
  emptyTitle: string;
  emptyBody: string;
};

/**
 * The subject cards of a class screen, or the spec's 'No Subjects Available' state. A subject
 * without lectures says so instead of Start Learning (its link leads to the spec's 'No Chapters
 * Available'); while the counts are unknown (an outage) every card looks ready.
 */
export function SubjectGrid({
  classSlug,
  subjects,
  lectureCounts,
  text,
}: {
  classSlug: string;
  subjects: readonly Subject[];
  lectureCounts: Readonly<Record<string, number>> | null;
  text: SubjectGridText;
}) {
  if (subjects.length === 0) return <EmptyState title={text.emptyTitle} body={text.emptyBody} />;
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {subjects.map((subject) => {
        const empty = lectureCounts !== null && !lectureCounts[subject.slug];
        return (
          <li key={subject.slug}>
            <Link
              href={subjectHref(classSlug, subject.slug)}
              className={`group flex h-full flex-col gap-4 rounded-lg border p-5 transition-colors ${empty ? "border-dashed border-slate-300 bg-slate-50 hover:border-slate-400" : "hover:border-brand-600 border-slate-200 bg-white shadow-sm"}`}
            >
              <span className="flex items-center gap-3">
                <span
                  className={`rounded-full p-2 ${empty ? "bg-slate-200 text-slate-600" : "bg-brand-50 text-brand-700"}`}
                  aria-hidden="true"
                >
                  <BookOpen className="size-5" />
                </span>
                <span className="text-lg font-semibold text-slate-900">{subject.name}</span>
              </span>
              {empty ? (
                <span className="mt-auto text-slate-600">{text.noLecturesYet}</span>
              ) : (
                <>
                  <SubjectMark
                    classSlug={classSlug}
                    subject={subject.slug}
                    total={lectureCounts?.[subject.slug] ?? null}
                    text={text.unlocked}
                  />
                  <span className="text-brand-700 mt-auto inline-flex items-center gap-1 font-medium">
                    {text.startLearning}
                    <ArrowRight
                      className="size-4 transition-transform group-hover:translate-x-1 rtl:-scale-x-100 rtl:group-hover:-translate-x-1"
                      aria-hidden="true"
                    />
                  </span>
                </>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
