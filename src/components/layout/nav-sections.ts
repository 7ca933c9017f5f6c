// The modules themselves, not the folder's index: the menus' chunk carries only these.
import { coachingCategories, coachingMenuTitle } from "@/content/navigation/coaching";
import { plainMenus } from "@/content/navigation/menus";
import { headerTexts } from "@/content/navigation/top-bar";
import type { NavItem, NavMenu } from "@/content/navigation/types";
import { messageAt } from "@/i18n/message-at";
import { localePath, type Locale } from "@/lib/locale-path";

/**
 * A menu link with its label already translated: what client components receive as props, so
 * every page's data carries it (decision 0100): no message key, React keys it by its place.
 * `context` names the menu of a link whose label alone says little ("More"), for screen readers
 * and search engines that read links out of their menu.
 */
export type NavLink = { label: string; href: string; context?: string };
/** A menu: each link's href follows `base`, the path its links share, written once. */
export type NavSection = { key: string; label: string; base: string; links: NavLink[] };
/** The header's menus: the Coaching flyout's categories and the plain dropdowns. */
export type HeaderMenus = {
  coaching: { label: string; hint: string; categories: NavSection[] };
  menus: NavSection[];
};

/** A navigation label by its key ("admission.bachelor") in the page's language. */
export type LabelOf = (key: string) => string;

/** A link in the page's language (decision 0040). */
export function navLink(item: NavItem, labelOf: LabelOf, locale: Locale): NavLink {
  return { label: labelOf(item.key), href: localePath(item.href, locale) };
}

/** A menu with its labels in the page's language and its links' shared folder written once. */
export function navSection(menu: NavMenu, labelOf: LabelOf, locale: Locale): NavSection {
  const label = labelOf(menu.key);
  const links = menu.items.map((item) => {
    const generic = item.key.endsWith(".more");
    const link = navLink(item, labelOf, locale);
    return generic ? { ...link, context: label } : link;
  });
  const base = sharedFolder(links.map((entry) => entry.href));
  const relative = links.map((entry) => ({ ...entry, href: entry.href.slice(base.length) }));
  return { key: menu.key, label, base, links: relative };
}

/** The header's menus in a language: the server's /menu page and the menus' own chunk use it. */
export function headerMenus(labelOf: LabelOf, locale: Locale): HeaderMenus {
  const section = (menu: NavMenu) => navSection(menu, labelOf, locale);
  return {
    coaching: {
      label: labelOf(coachingMenuTitle.key),
      hint: labelOf(headerTexts.coachingHoverHint.key),
      categories: coachingCategories.map(section),
    },
    menus: plainMenus.map(section),
  };
}

/** The label at a dotted key of a nested messages object; the key itself when there is none. */
export function labelsFrom(messages: object): LabelOf {
  return (key) => messageAt(messages, key.split(".")) ?? key;
}

/** The longest folder ("/coaching/books/") every path starts with; "" when they share none. */
export function sharedFolder(paths: readonly string[]): string {
  if (paths.length < 2) return "";
  let shared = paths[0]!;
  for (const path of paths) while (!path.startsWith(shared)) shared = shared.slice(0, -1);
  return shared.slice(0, shared.lastIndexOf("/") + 1);
}
