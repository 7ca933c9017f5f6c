import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotFoundScreen, notFoundMetadata } from "@/components/layout/not-found-screen";
import { SubjectScreen } from "@/components/lectures/subject-screen";
import { findLectureClass, findSubject } from "@/content/classes";
import { subjectHref } from "@/lib/lecture-urls";
import { lectureShareImage } from "@/server/seo/share-images";
import { shareMetadata } from "@/server/seo/share-metadata";
import { getClassNames } from "@/server/i18n/classes";

type Props = { params: Promise<{ class: string; subject: string }> };

async function resolve(params: Props["params"]) {
  const { class: classSlug, subject: subjectSlug } = await params;
  const lectureClass = findLectureClass(classSlug);
  const subject = findSubject(classSlug, subjectSlug);
  if (!lectureClass || !subject) return null;
  const names = await getClassNames();
  return { lectureClass: names.lectureClass(lectureClass), subject: names.subject(subject) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await resolve(params);
  if (!found) return notFoundMetadata();
  const t = await getTranslations("Lectures");
  // The class by its one name; the spec's "({class} Grade)" stays in the heading only.
  const names = { subject: found.subject.name, class: found.lectureClass.title };
  return shareMetadata({
    title: t("metaSubject", names),
    description: t("metaSubjectDescription", names),
    path: subjectHref(found.lectureClass.slug, found.subject.slug),
    image: lectureShareImage(found.subject.slug),
  });
}

/** A class or subject outside the catalogue is a 404. */
export default async function SubjectPage({ params }: Props) {
  const found = await resolve(params);
  if (!found) return <NotFoundScreen />;
  return <SubjectScreen lectureClass={found.lectureClass} subject={found.subject} />;
}
