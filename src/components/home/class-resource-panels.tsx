import { PlainLink } from "@/components/ui/plain-link";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { type ClassResourcePanel, classResourcePanels } from "@/content/home";
import { getPlaceNames } from "@/server/i18n/classes";
import { kindCounts } from "@/server/library/queries";
import { resourceIcon } from "./resource-icons";

type Translate = Awaited<ReturnType<typeof getTranslations>>;
/** A card's count text: the library's real count where it has documents (decision 0077). */
type CountText = (card: ClassResourcePanel["cards"][number], classSlug: string) => string;

/** The nine class panels of the home page, each with its five resource cards (spec section 2). */
export async function ClassResourcePanels() {
  await connection();
  const [t, nav, names, library, counts] = await Promise.all([
    getTranslations("Home"),
    getTranslations("nav"),
    getPlaceNames(),
    getTranslations("Library"),
    kindCounts(),
  ]);
  const real = new Map(counts.map((row) => [`${row.kind}|${row.class}`, row.count]));
  const countText: CountText = (card, classSlug) => {
    const count = real.get(`${card.category}|${classSlug}`);
    return count
      ? library(`cardCounts.${card.countKey}`, { count })
      : t(`cardCounts.${card.countKey}`);
  };
  return (
    <section aria-labelledby="home-resources" className="mx-auto max-w-7xl px-4 pt-8">
      <h1 id="home-resources" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t("resourcesHeading")}
      </h1>
      <p className="mt-1 text-slate-700">{t("resourcesIntro")}</p>
      <div className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {classResourcePanels.map((panel) => (
          <ResourcePanel
            key={panel.classSlug}
            panel={panel}
            // 9th to 12th by their one name (as the banner names them), the rest as the menu does.
            heading={names.classes[panel.classSlug] ?? nav(panel.classKey)}
            t={t}
            nav={nav}
            countText={countText}
          />
        ))}
      </div>
    </section>
  );
}

function ResourcePanel({
  panel,
  heading,
  t,
  nav,
  countText,
}: {
  panel: ClassResourcePanel;
  heading: string;
  t: Translate;
  nav: Translate;
  countText: CountText;
}) {
  const headingId = `home-class-${panel.classSlug}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="text-brand-800 text-lg font-semibold">
        {heading}
      </h2>
      {/* Lectures & Quizzes, the part that works today, gets the full row on phones. The cards'
          look is the resource-card classes (globals.css): 45 cards, styled once. */}
      <ul className="mt-3 grid grid-cols-2 gap-2 *:first:col-span-2 md:grid-cols-1 md:*:first:col-span-1">
        {panel.cards.map((card) => {
          const Icon = resourceIcon(card);
          return (
            <li key={card.category}>
              <PlainLink href={card.href} className="resource-card">
                <span className="resource-card-icon">
                  <Icon aria-hidden className="size-5" />
                </span>
                <span className="min-w-0">
                  <span className="sr-only">{t("cardLinkPrefix", { className: heading })} </span>
                  <span className="resource-card-title">{nav(card.key)}</span>
                  <span className="resource-card-count">{countText(card, panel.classSlug)}</span>
                </span>
              </PlainLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
