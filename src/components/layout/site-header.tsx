import { Search } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { UserMenu } from "@/components/auth/user-menu";
import { coachingMenuTitle } from "@/content/navigation";
import { localePath } from "@/lib/locale-path";
import { getPageLocale } from "@/server/i18n/locale";
import { DesktopMenus } from "./desktop-menus";
import { MobileDrawer } from "./mobile-drawer";
import { MenuLinks } from "./menu-links";
import { LanguageSwitch } from "./language-switch";
import { getSiteNavigation } from "./nav-model";
import { SearchForm } from "./search-form";
import { SiteLogo } from "./site-logo";

/**
 * Sticky header. Below `lg`: menu button (drawer), logo, search icon. From `lg`: logo, search box,
 * top links and the account area, then a row of dropdown menus.
 */
// The account corners are not wrapped in <Suspense>: a boundary streamed after the shell needs
// JavaScript to appear, and signing in and out must work without it.
export async function SiteHeader() {
  const [t, nav, locale] = await Promise.all([
    getTranslations("Shell"),
    getSiteNavigation(),
    getPageLocale(),
  ]);
  // The menus' links are not in the page: their chunk comes when a menu is wanted (decision 0107).
  const menu = {
    locale,
    menuHref: localePath("/menu", locale),
    texts: { loading: t("menuLoading"), failed: t("menuFailed") },
  };
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white shadow-sm">
      {/* Every part but the account corner keeps its width; the student's name takes what is
          left and ends in an ellipsis (decision 0052), so no name pushes the page sideways. */}
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-4 sm:gap-3 lg:h-16 lg:gap-4 xl:gap-6">
        <MobileDrawer
          labels={{
            open: t("openMenu"),
            close: t("closeMenu"),
            title: t("drawerTitle"),
            topLinks: t("topLinks"),
            mainMenu: t("mainMenu"),
          }}
          siteLinks={nav.siteLinks}
          account={<UserMenu variant="drawer" />}
          language={
            <LanguageSwitch
              label={t("switchLanguage")}
              className="hover:bg-brand-50 text-brand-800 block rounded-md px-3 py-2 font-semibold underline"
            />
          }
          {...menu}
        />
        <SiteLogo name={t("siteName")} label={t("homeLabel")} />
        <SearchForm
          id="header-search"
          label={t("searchLabel")}
          placeholder={nav.search.placeholder}
          submit={t("searchSubmit")}
          className="hidden max-w-md min-w-40 flex-1 lg:block"
        />
        <nav aria-label={t("topLinks")} className="ms-auto hidden shrink-0 lg:block">
          <MenuLinks
            links={nav.siteLinks}
            className="flex items-center xl:gap-1"
            linkClassName="hover:bg-brand-50 hover:text-brand-800 rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap text-slate-700 xl:px-3"
          />
        </nav>
        <LanguageSwitch
          label={t("switchLanguage")}
          className="hover:bg-brand-50 text-brand-800 hidden shrink-0 rounded-md px-2 py-2 text-sm font-semibold whitespace-nowrap lg:block xl:px-3"
        />
        <div className="hidden min-w-0 lg:block">
          <UserMenu />
        </div>
        <Link
          href={nav.search.href}
          aria-label={nav.search.label}
          className="hover:bg-brand-50 ms-auto shrink-0 rounded-md p-2 text-slate-700 lg:hidden"
        >
          <Search aria-hidden="true" className="size-6" />
        </Link>
        {/* Phones keep the account corner in the bar too: the name, or Login and Register. */}
        <div className="min-w-0 lg:hidden">
          <UserMenu variant="compact" />
        </div>
      </div>
      <nav aria-label={t("mainMenu")} className="hidden border-t border-slate-100 lg:block">
        <DesktopMenus
          coaching={{ key: coachingMenuTitle.key, label: nav.coaching.label }}
          menus={nav.menus.map(({ key, label }) => ({ key, label }))}
          {...menu}
        />
      </nav>
    </header>
  );
}
