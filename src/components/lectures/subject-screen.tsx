import { getTranslations } from "next-intl/server";
import { SubjectLibraryLinks } from "@/components/library/subject-library-links";
import { NavigationSuspense } from "@/components/ui/navigation-suspense";
import type { LectureClass, Subject } from "@/content/classes";
import { subjectHref } from "@/lib/lecture-urls";
import { ChapterGrid, ChapterGridSkeleton } from "./chapter-grid";
import { LecturesFrame, WithSidebar } from "./lectures-frame";
import { SideNav } from "./side-nav";

/** /coaching/lectures-quizzes/{class}/{subject}: the subjects sidebar and the chapter cards. */
export async function SubjectScreen({
  lectureClass,
  subject,
}: {
  lectureClass: LectureClass;
  subject: Subject;
}) {
  const t = await getTranslations("Lectures");
  const subjectItems = lectureClass.subjects.map((entry) => ({
    key: entry.slug,
    label: entry.name,
    href: subjectHref(lectureClass.slug, entry.slug),
    current: entry.slug === subject.slug,
  }));
  return (
    <LecturesFrame lectureClass={lectureClass} subject={subject}>
      <WithSidebar
        sidebar={
          <SideNav heading={t("subjectsHeading")} headingId="subjects-nav" items={subjectItems} />
        }
      >
        <h1 className="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">
          {t("chaptersHeading", { subject: subject.name, class: lectureClass.gradeLabel })}
        </h1>
        <SubjectLibraryLinks
          classSlug={lectureClass.slug}
          subject={subject.slug}
          subjectName={subject.name}
        />
        <NavigationSuspense fallback={<ChapterGridSkeleton label={t("loadingChapters")} />}>
          <ChapterGrid lectureClass={lectureClass} subject={subject} />
        </NavigationSuspense>
      </WithSidebar>
    </LecturesFrame>
  );
}
