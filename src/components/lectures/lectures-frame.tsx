import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { LectureClass, Subject } from "@/content/classes";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { lectureCrumbs } from "./lecture-crumbs";

/**
 * The page container of the lecture screens, with the trail back up to the class (and subject
 * and chapter, as far as the screen goes); the last crumb is this page.
 */
export async function LecturesFrame({
  lectureClass,
  subject,
  chapterNo,
  children,
}: {
  lectureClass: LectureClass;
  subject?: Subject;
  chapterNo?: number;
  children: ReactNode;
}) {
  const t = await getTranslations("Lectures");
  const crumbs = lectureCrumbs(
    {
      root: t("lecturesQuizzes"),
      chapter: (number) => t("chapterNumber", { number }),
    },
    lectureClass,
    subject,
    chapterNo,
  );
  return (
    <div className="mx-auto max-w-7xl px-4 py-4 sm:py-6">
      <Breadcrumbs crumbs={crumbs} label={t("breadcrumbLabel")} />
      {children}
    </div>
  );
}

/**
 * Content first in the document (so phones show it first and screen readers reach it first),
 * the sidebar beside it on wide screens.
 */
export function WithSidebar({ sidebar, children }: { sidebar: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <div className="min-w-0 lg:col-start-2 lg:row-start-1">{children}</div>
      <div className="lg:col-start-1 lg:row-start-1">{sidebar}</div>
    </div>
  );
}
