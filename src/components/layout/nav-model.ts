import { getLocale, getTranslations } from "next-intl/server";
import { cache } from "react";
import {
  accountLinks,
  coachingCategories,
  coachingMenuTitle,
  footerLinks,
  headerTexts,
  plainMenus,
  searchLink,
  siteLinks,
  type NavItem,
  type NavMenu,
} from "@/content/navigation";
import { asLocale, localePath } from "@/lib/locale-path";

/**
 * A menu link with its label already translated: what client components receive as props, so
 * every page's data carries it (decision 0100): no message key, React keys it by its place.
 * `context` names the menu of a link whose label alone says little ("More"), for screen readers
 * and search engines that read links out of their menu.
 */
export type NavLink = { label: string; href: string; context?: string };
/** A menu: each link's href follows `base`, the path its links share, written once. */
export type NavSection = { key: string; label: string; base: string; links: NavLink[] };

export type SiteNavigation = {
  siteLinks: NavLink[];
  accountLinks: NavLink[];
  search: NavLink & { placeholder: string };
  coaching: { label: string; hint: string; categories: NavSection[] };
  menus: NavSection[];
  footer: NavSection;
};

/**
 * The navigation source with every label read from the messages ("nav") and every link in the
 * page's language (decision 0040). Header, drawer and
 * footer all render this one object (cached per request), so the client components get the same
 * arrays, and React sends an object passed twice only once.
 */
export const getSiteNavigation = cache(async (): Promise<SiteNavigation> => {
  const [t, locale] = await Promise.all([getTranslations("nav"), getLocale()]);
  const link = (item: NavItem): NavLink => ({
    label: t(item.key),
    href: localePath(item.href, asLocale(locale)),
  });
  const section = (menu: NavMenu): NavSection => {
    const label = t(menu.key);
    const links = menu.items.map((item) => {
      const generic = item.key.endsWith(".more");
      return generic ? { ...link(item), context: label } : link(item);
    });
    const base = sharedFolder(links.map((entry) => entry.href));
    const relative = links.map((entry) => ({ ...entry, href: entry.href.slice(base.length) }));
    return { key: menu.key, label, base, links: relative };
  };
  return {
    siteLinks: siteLinks.map(link),
    accountLinks: accountLinks.map(link),
    search: { ...link(searchLink), placeholder: t(headerTexts.searchPlaceholder.key) },
    coaching: {
      label: t(coachingMenuTitle.key),
      hint: t(headerTexts.coachingHoverHint.key),
      categories: coachingCategories.map(section),
    },
    menus: plainMenus.map(section),
    footer: section(footerLinks),
  };
});

/** The longest folder ("/coaching/books/") every path starts with; "" when they share none. */
export function sharedFolder(paths: readonly string[]): string {
  if (paths.length < 2) return "";
  let shared = paths[0]!;
  for (const path of paths) while (!path.startsWith(shared)) shared = shared.slice(0, -1);
  return shared.slice(0, shared.lastIndexOf("/") + 1);
}
