import { SubjectMark } from "@/components/personal/progress-marks";
import { Link } from "@/components/ui/link";
import { ArrowRight, BookOpen } from "@/components/ui/icons";
import type { Subject } from "@/content/classes";
import { subjectHref } from "@/lib/lecture-urls";
import { EmptyState } from "@/components/ui/empty-state";

export type SubjectGridText = {
  startLearning: string;
  /** "{unlocked} of {total} lectures unlocked", shown to a signed-in student. */
  unlocked: string;
  emptyTitle: string;
  emptyBody: string;
};

/** The subject cards of a class screen, or the spec's 'No Subjects Available' state. */
export function SubjectGrid({
  classSlug,
  subjects,
  text,
}: {
  classSlug: string;
  subjects: readonly Subject[];
  text: SubjectGridText;
}) {
  if (subjects.length === 0) return <EmptyState title={text.emptyTitle} body={text.emptyBody} />;
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {subjects.map((subject) => (
        <li key={subject.slug}>
          <Link
            href={subjectHref(classSlug, subject.slug)}
            className="group hover:border-brand-600 flex h-full flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition-colors"
          >
            <span className="flex items-center gap-3">
              <span className="bg-brand-50 text-brand-700 rounded-full p-2" aria-hidden="true">
                <BookOpen className="size-5" />
              </span>
              <span className="text-lg font-semibold text-slate-900">{subject.name}</span>
            </span>
            <SubjectMark subject={subject.slug} text={text.unlocked} />
            <span className="text-brand-700 mt-auto inline-flex items-center gap-1 font-medium">
              {text.startLearning}
              <ArrowRight
                className="size-4 transition-transform group-hover:translate-x-1 rtl:-scale-x-100 rtl:group-hover:-translate-x-1"
                aria-hidden="true"
              />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
