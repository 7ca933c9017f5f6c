import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { MenuLinks } from "@/components/layout/menu-links";
import { getSiteNavigation } from "@/components/layout/nav-model";
import { sectionAnchor } from "@/components/layout/menu-anchors";
import type { NavSection } from "@/components/layout/nav-sections";
import { shareMetadata } from "@/server/seo/share-metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Shell");
  return shareMetadata({
    title: t("drawerTitle"),
    description: t("menuPageDescription"),
    path: "/menu",
  });
}

const LINKS = "grid grid-cols-2 gap-1 sm:grid-cols-3";
const LINK = "hover:bg-brand-50 text-brand-800 block rounded-md px-3 py-2 font-medium underline";
const HEADING = "scroll-mt-20 text-xl font-semibold text-slate-900";

/**
 * Every menu of the header with its links, on one kept page: where the menu buttons lead until
 * the scripts run (and without them), and where a menu whose links could not come points
 * (decision 0107). A section's id is its menu button's anchor (`/menu#admission`).
 */
export default async function MenuPage() {
  const [t, nav] = await Promise.all([getTranslations("Shell"), getSiteNavigation()]);
  const list = (section: NavSection) => (
    <MenuLinks links={section.links} base={section.base} className={LINKS} linkClassName={LINK} />
  );
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("drawerTitle")}</h1>
      {/* Sections, not navigation landmarks: the header already has its own two. */}
      <MenuLinks links={nav.siteLinks} className={`${LINKS} mt-4`} linkClassName={LINK} />
      <div>
        <section aria-labelledby="coaching" className="mt-8">
          <h2 id="coaching" className={HEADING}>
            {nav.coaching.label}
          </h2>
          {nav.coaching.categories.map((category) => (
            <section key={category.key} aria-labelledby={sectionAnchor(category.key)}>
              <h3
                id={sectionAnchor(category.key)}
                className="mt-4 scroll-mt-20 text-lg font-semibold text-slate-900"
              >
                {category.label}
              </h3>
              {list(category)}
            </section>
          ))}
        </section>
        {nav.menus.map((menu) => (
          <section key={menu.key} aria-labelledby={sectionAnchor(menu.key)} className="mt-8">
            <h2 id={sectionAnchor(menu.key)} className={HEADING}>
              {menu.label}
            </h2>
            {list(menu)}
          </section>
        ))}
      </div>
    </div>
  );
}
