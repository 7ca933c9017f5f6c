import { Suspense } from "react";
import { LatestUpdatesStrip } from "@/components/home/latest-updates-strip";

export default function HomePage() {
  return (
    <Suspense>
      <LatestUpdatesStrip />
    </Suspense>
  );
}
