import type { Metadata } from "next";
import { NotFoundScreen, notFoundMetadata } from "@/components/layout/not-found-screen";
import { LecturePlayerScreen, type PlayerRoute } from "@/components/lectures/lecture-player-screen";
import { LecturesFrame } from "@/components/lectures/lectures-frame";
import { missingLectureMetadata } from "@/components/lectures/missing-lecture";
import { PlayerSkeleton } from "@/components/lectures/player-skeleton";
import { JsonLd } from "@/components/seo/json-ld";
import { NavigationSuspense } from "@/components/ui/navigation-suspense";
import { findLectureClass, findSubject } from "@/content/classes";
import { decodeSegment, parsePositiveNumber } from "@/lib/lecture-urls";
import { readSearchParams } from "@/lib/route-manifest.mjs";
import { getTranslations } from "next-intl/server";
import { playerMetadata, playerVideoData } from "@/server/seo/lecture-seo";
import { getClassNames } from "@/server/i18n/classes";

type Params = { class: string; subject: string; chapterNo: string; chapterName: string };
type SearchParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<Params>; searchParams: Promise<SearchParams> };

/**
 * Everything the URL itself decides, with the names in the page's language; null (a 404) for
 * anything outside the catalogue.
 */
async function resolve(
  params: Params,
  { lecture }: { lecture?: string },
): Promise<PlayerRoute | null> {
  const lectureClass = findLectureClass(params.class);
  const subject = findSubject(params.class, params.subject);
  const chapterNo = parsePositiveNumber(params.chapterNo);
  if (!lectureClass || !subject || chapterNo === null) return null;
  const names = await getClassNames();
  return {
    lectureClass: names.lectureClass(lectureClass),
    subject: names.subject(subject),
    chapterNo,
    nameSegment: decodeSegment(params.chapterName),
    requestedLecture: lecture === undefined ? undefined : parsePositiveNumber(lecture),
  };
}

/**
 * Title, share card (the lecture's name and its subject's picture) and canonical URL; an address
 * outside the catalogue is Coming Soon's, a lecture that is not there says so.
 */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const route = await resolve(await params, readSearchParams("player", await searchParams));
  if (!route) return notFoundMetadata();
  return (await playerMetadata(route)) ?? missingLectureMetadata();
}

/** The VideoObject of the lecture shown, for search engines. */
async function LectureVideoData({ route }: { route: PlayerRoute }) {
  const data = await playerVideoData(route);
  return data && <JsonLd data={data} />;
}

/**
 * A bad class, subject or chapter number is a 404 from the URL alone; the screen then decides on
 * the chapter's lectures. In a document it renders in place; five placeholder rows show only
 * while a click in the browser waits for the lectures (decision 0014).
 */
export default async function LecturePlayerPage({ params, searchParams }: Props) {
  const route = await resolve(await params, readSearchParams("player", await searchParams));
  if (!route) return <NotFoundScreen />;
  const t = await getTranslations("Lectures");
  const { lectureClass, subject, chapterNo } = route;
  return (
    <NavigationSuspense
      fallback={
        <LecturesFrame lectureClass={lectureClass} subject={subject} chapterNo={chapterNo}>
          <PlayerSkeleton label={t("loadingLectures")} lecturesHeading={t("lecturesHeading")} />
        </LecturesFrame>
      }
    >
      <LectureVideoData route={route} />
      <LecturePlayerScreen route={route} />
    </NavigationSuspense>
  );
}
