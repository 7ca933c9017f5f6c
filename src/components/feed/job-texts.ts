import { getTranslations } from "next-intl/server";
import { isolate } from "@/lib/bidi";
import { getPageLocale } from "@/server/i18n/locale";
import type { JobTexts } from "./student-jobs";

/** What each job says around its own text, in the page's language (its own page, a search). */
export async function getJobTexts(): Promise<JobTexts> {
  const [t, locale] = await Promise.all([getTranslations("Latest"), getPageLocale()]);
  return {
    noDescription: t("jobNoDescription"),
    applyNow: t("applyNow"),
    applyFor: (title) => t("applyFor", { title: isolate(title, locale) }),
    opensInNewTab: t("opensInNewTab"),
    locale,
  };
}
