import { getLocale, getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { classResourcePanels, resourceCategoryCards } from "@/content/home";
import { asLocale } from "@/lib/locale-path";
import { getPlaceNames } from "@/server/i18n/classes";
import { kindCounts } from "@/server/library/queries";
import { resourceIcon } from "./resource-icons";
import { type PanelTexts, ResourcePanelGrid } from "./resource-panel-grid";

/** The nine class panels of the home page, each with its five resource cards (spec section 2). */
export async function ClassResourcePanels() {
  await connection();
  const [t, nav, names, library, counts, locale] = await Promise.all([
    getTranslations("Home"),
    getTranslations("nav"),
    getPlaceNames(),
    getTranslations("Library"),
    kindCounts(),
    getLocale(),
  ]);
  const real = new Map(counts.map((row) => [`${row.kind}|${row.class}`, row.count]));
  const cards = resourceCategoryCards.map(({ category, icon, key }) => {
    const Icon = resourceIcon(icon);
    return { category, title: nav(key), icon: <Icon aria-hidden className="size-5" /> };
  });
  const panels = classResourcePanels.map((panel): PanelTexts => {
    // 9th to 12th by their one name (as the banner names them), the rest as the menu does.
    const heading = names.classes[panel.classSlug] ?? nav(panel.classKey);
    const countTexts = panel.cards.map((card) => {
      // A card's count text: the library's real count where it has documents (decision 0077).
      const count = real.get(`${card.category}|${panel.classSlug}`);
      return count
        ? library(`cardCounts.${card.countKey}`, { count })
        : t(`cardCounts.${card.countKey}`);
    });
    return [panel.classSlug, heading, t("cardLinkPrefix", { className: heading }), countTexts];
  });
  return (
    <section aria-labelledby="home-resources" className="mx-auto max-w-7xl px-4 pt-8">
      <h1 id="home-resources" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t("resourcesHeading")}
      </h1>
      <p className="mt-1 text-slate-700">{t("resourcesIntro")}</p>
      <ResourcePanelGrid locale={asLocale(locale)} cards={cards} panels={panels} />
    </section>
  );
}
