import { ClassResourcePanels } from "@/components/home/class-resource-panels";
import { HomeCarousel } from "@/components/home/home-carousel";
import { HomeContinueWatching } from "@/components/home/home-continue-watching";
import { LatestUpdatesStrip } from "@/components/home/latest-updates-strip";

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
