import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ComingSoon } from "@/components/layout/coming-soon";
import { NotFoundScreen, notFoundMetadata } from "@/components/layout/not-found-screen";
import { ClassScreen } from "@/components/lectures/class-screen";
import { findClass, findLectureClass } from "@/content/classes";
import { classHref } from "@/lib/lecture-urls";
import { shareMetadata } from "@/server/seo/share-metadata";
import { getClassNames } from "@/server/i18n/classes";

type Props = { params: Promise<{ class: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = (await params).class;
  const lectureClass = findLectureClass(slug);
  if (!lectureClass) {
    if (findClass(slug))
      return {
        title: (await getTranslations("ComingSoon"))("title"),
        robots: { index: false, follow: true },
      };
    return notFoundMetadata();
  }
  const [t, names] = await Promise.all([getTranslations("Lectures"), getClassNames()]);
  const { title } = names.lectureClass(lectureClass);
  return shareMetadata({
    title: t("metaClass", { title }),
    description: t("metaClassDescription", { class: title }),
    path: classHref(lectureClass.slug),
  });
}

/**
 * 9th to 12th have a class screen. The other classes of the menu (o-level ... more) have none
 * yet: they show Coming Soon like every other unbuilt path. Any other slug is not a class: 404.
 */
export default async function ClassPage({ params }: Props) {
  const slug = (await params).class;
  const lectureClass = findLectureClass(slug);
  if (lectureClass) {
    const names = await getClassNames();
    return <ClassScreen lectureClass={names.lectureClass(lectureClass)} />;
  }
  if (findClass(slug)) return <ComingSoon />;
  return <NotFoundScreen />;
}
