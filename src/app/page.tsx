import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClassResourcePanels } from "@/components/home/class-resource-panels";
import { HomeCarousel } from "@/components/home/home-carousel";
import { HomeContinueWatching } from "@/components/home/home-continue-watching";
import { LatestUpdatesStrip } from "@/components/home/latest-updates-strip";
import { shareMetadata } from "@/server/seo/share-metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Metadata");
  // The layout's default title stands alone on the home page (no "| Parhai" suffix).
  const metadata = await shareMetadata({
    title: t("title"),
    description: t("description"),
    path: "/",
  });
  return { ...metadata, title: { absolute: t("title") } };
}

/**
 * Banner and class panels are static; only the latest-updates strip reads the database. It is not
 * wrapped in <Suspense>: a streamed boundary needs JavaScript to appear, and the strip is one small
 * query, so the page waits for it and shows everything without JavaScript. A signed-in
 * student's "Continue watching" fills in after load (decision 0029): the page is shared.
 */
export default function HomePage() {
  return (
    <>
      <HomeCarousel />
      <HomeContinueWatching />
      <ClassResourcePanels />
      <LatestUpdatesStrip />
    </>
  );
}
