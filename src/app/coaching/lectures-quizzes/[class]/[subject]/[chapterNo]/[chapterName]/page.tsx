import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { LecturePlayerScreen, type PlayerRoute } from "@/components/lectures/lecture-player-screen";
import { LecturesFrame } from "@/components/lectures/lectures-frame";
import { PlayerSkeleton } from "@/components/lectures/player-skeleton";
import { findLectureClass, findSubject } from "@/content/classes";
import { JsonLd } from "@/components/seo/json-ld";
import { decodeSegment, parsePositiveNumber } from "@/lib/lecture-urls";
import { playerMetadata, playerVideoData, type PlayerAddress } from "@/server/seo/lecture-seo";

type Params = { class: string; subject: string; chapterNo: string; chapterName: string };
type Props = {
  params: Promise<Params>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** Everything the URL itself decides; null (a 404) for anything outside the catalogue. */
function resolve(params: Params): Omit<PlayerRoute, "requestedLecture"> | null {
  const lectureClass = findLectureClass(params.class);
  const subject = findSubject(params.class, params.subject);
  const chapterNo = parsePositiveNumber(params.chapterNo);
  if (!lectureClass || !subject || chapterNo === null) return null;
  return { lectureClass, subject, chapterNo, nameSegment: decodeSegment(params.chapterName) };
}

/** ?lecture=N: undefined when absent, null when not a usable number. */
function requestedLecture(lecture: string | string[] | undefined): number | null | undefined {
  return lecture === undefined ? undefined : parsePositiveNumber(lecture);
}

/** Title, share card (the lecture's name and YouTube still) and canonical URL. */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const route = resolve(await params);
  if (!route) return {};
  return playerMetadata({
    ...route,
    requestedLecture: requestedLecture((await searchParams).lecture),
  });
}

/** The VideoObject of the lecture shown, for search engines. */
async function LectureVideoData({ address }: { address: PlayerAddress }) {
  const data = await playerVideoData(address);
  return data && <JsonLd data={data} />;
}

/**
 * A bad class, subject or chapter number is a 404, decided before anything streams; the lectures
 * then load inside <Suspense> behind five placeholder rows.
 */
export default async function LecturePlayerPage({ params, searchParams }: Props) {
  const route = resolve(await params);
  if (!route) notFound();
  const address = { ...route, requestedLecture: requestedLecture((await searchParams).lecture) };
  const t = await getTranslations("Lectures");
  const { lectureClass, subject, chapterNo } = route;
  return (
    <LecturesFrame lectureClass={lectureClass} subject={subject} chapterNo={chapterNo}>
      <Suspense
        fallback={
          <PlayerSkeleton label={t("loadingLectures")} lecturesHeading={t("lecturesHeading")} />
        }
      >
        <LectureVideoData address={address} />
        <LecturePlayerScreen route={address} />
      </Suspense>
    </LecturesFrame>
  );
}
