import { Suspense } from "react";
import { ClassResourcePanels } from "@/components/home/class-resource-panels";
import { HomeCarousel } from "@/components/home/home-carousel";
import { LatestUpdatesStrip } from "@/components/home/latest-updates-strip";

/** Banner and class panels are static; only the latest-updates strip reads the database. */
export default function HomePage() {
  return (
    <>
      <HomeCarousel />
      <ClassResourcePanels />
      <Suspense>
        <LatestUpdatesStrip />
      </Suspense>
    </>
  );
}
