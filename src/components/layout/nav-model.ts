import { getLocale, getTranslations } from "next-intl/server";
import { cache } from "react";
import {
  accountLinks,
  footerLinks,
  searchLink,
  siteLinks,
  headerTexts,
} from "@/content/navigation";
import { asLocale } from "@/lib/locale-path";
import {
  headerMenus,
  navLink,
  navSection,
  type HeaderMenus,
  type NavLink,
  type NavSection,
} from "./nav-sections";

export type { NavLink, NavSection } from "./nav-sections";

export type SiteNavigation = HeaderMenus & {
  siteLinks: NavLink[];
  accountLinks: NavLink[];
  search: NavLink & { placeholder: string };
  footer: NavSection;
};

/**
 * The navigation source with every label read from the messages ("nav") and every link in the
 * page's language (decision 0040). Header, footer, the /menu page and the pages that name their
 * menu all render this one object (cached per request).
 */
export const getSiteNavigation = cache(async (): Promise<SiteNavigation> => {
  const [t, raw] = await Promise.all([getTranslations("nav"), getLocale()]);
  const locale = asLocale(raw);
  const labelOf = (key: string) => t(key);
  return {
    ...headerMenus(labelOf, locale),
    siteLinks: siteLinks.map((item) => navLink(item, labelOf, locale)),
    accountLinks: accountLinks.map((item) => navLink(item, labelOf, locale)),
    search: {
      ...navLink(searchLink, labelOf, locale),
      placeholder: labelOf(headerTexts.searchPlaceholder.key),
    },
    footer: navSection(footerLinks, labelOf, locale),
  };
});
