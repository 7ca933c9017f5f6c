import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { MissingContent, missingMetadata } from "@/components/layout/missing-content";
import { isolate } from "@/lib/bidi";
import { chapterHref, subjectHref } from "@/lib/lecture-urls";
import { getPageLocale } from "@/server/i18n/locale";
import type { PlayerRoute } from "./lecture-player-screen";

type Props = {
  route: PlayerRoute;
  /** The chapter's name when the chapter is there and only the lecture is not. */
  chapterName: string | null;
};

/**
 * A lecture address whose chapter or lecture is not there (deleted, renumbered): it says so, with
 * a search for the chapter's name and the way to the chapter and to the subject's chapters.
 */
export async function MissingLecture({ route, chapterName }: Props) {
  const [t, locale] = await Promise.all([getTranslations("Missing"), getPageLocale()]);
  const { lectureClass, subject, chapterNo } = route;
  const chapter =
    chapterName === null
      ? []
      : [
          {
            href: chapterHref({
              classSlug: lectureClass.slug,
              subject: subject.slug,
              chapterNo,
              chapterName,
            }),
            label: t("openChapter", { number: chapterNo, name: isolate(chapterName, locale) }),
          },
        ];
  return (
    <MissingContent
      title={t("lectureTitle")}
      text={t("lectureText")}
      searchText={route.nameSegment}
      links={[
        ...chapter,
        {
          href: subjectHref(lectureClass.slug, subject.slug),
          label: t("allChapters", { subject: subject.name }),
        },
      ]}
    />
  );
}

export async function missingLectureMetadata(): Promise<Metadata> {
  const t = await getTranslations("Missing");
  return missingMetadata(t("lectureTitle"));
}
