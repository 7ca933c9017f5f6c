import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import type { LectureClass } from "@/content/classes";
import { classHref } from "@/lib/lecture-urls";
import { LecturesFrame, WithSidebar } from "./lectures-frame";
import { SideNav } from "./side-nav";
import { SubjectGrid } from "./subject-grid";
import { getClassNames } from "@/server/i18n/classes";
import { getLectureCountsForClass } from "@/server/lectures/queries";

/** /coaching/lectures-quizzes/{class}: the classes sidebar and the class's subject cards. */
export async function ClassScreen({ lectureClass }: { lectureClass: LectureClass }) {
  await connection();
  const [t, names, lectureCounts] = await Promise.all([
    getTranslations("Lectures"),
    getClassNames(),
    getLectureCountsForClass(lectureClass.slug),
  ]);
  const classItems = names.levels().map((level) => ({
    key: level.slug,
    label: level.label,
    href: classHref(level.slug),
    current: level.slug === lectureClass.slug,
  }));
  return (
    <LecturesFrame lectureClass={lectureClass}>
      <WithSidebar
        sidebar={
          <SideNav heading={t("classesHeading")} headingId="classes-nav" items={classItems} />
        }
      >
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{lectureClass.heading}</h1>
        <h2 className="mt-6 mb-4 text-lg font-semibold text-slate-800">{t("selectSubject")}</h2>
        <SubjectGrid
          classSlug={lectureClass.slug}
          subjects={lectureClass.subjects}
          lectureCounts={lectureCounts}
          text={{
            startLearning: t("startLearning"),
            noLecturesYet: t("subjectNoLectures"),
            unlocked: t.raw("subjectUnlocked") as string,
            emptyTitle: t("noSubjectsTitle"),
            emptyBody: t("noSubjectsBody", { class: lectureClass.title }),
          }}
        />
      </WithSidebar>
    </LecturesFrame>
  );
}
