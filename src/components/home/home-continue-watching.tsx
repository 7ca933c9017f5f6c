import { getTranslations } from "next-intl/server";
import { ContinueWatchingStrip } from "@/components/personal/continue-watching-strip";
import { getPlaceNames } from "@/server/i18n/classes";

/** The home page's "Continue watching" strip: texts from here, the lectures from /api/me. */
export async function HomeContinueWatching() {
  const [t, names] = await Promise.all([getTranslations("Learning"), getPlaceNames()]);
  return (
    <ContinueWatchingStrip
      heading={t("continueHeading")}
      text={{
        lectureTitle: t.raw("lectureTitle") as string,
        percentWatched: t.raw("percentWatched") as string,
        resumeFrom: t.raw("resumeFrom") as string,
        names,
      }}
    />
  );
}
