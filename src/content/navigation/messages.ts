import { coachingCategories, coachingMenuTitle } from "./coaching";
import { footerLinks, plainMenus } from "./menus";
import { headerTexts, searchLink, topBarLinks } from "./top-bar";

/** messages/en.json holds these labels under this next-intl namespace. */
export const NAV_MESSAGES_NAMESPACE = "nav";

export type NavMessages = { [segment: string]: string | NavMessages };

type Labelled = { key: string; label: string };

/** The English labels as the nested object next-intl reads; messages/en.json "nav" must equal it. */
export function buildNavMessages(): NavMessages {
  const entries: Labelled[] = [
    ...topBarLinks,
    searchLink,
    coachingMenuTitle,
    ...Object.values(headerTexts),
    ...coachingCategories.flatMap((entry) => [entry, ...entry.items]),
    ...plainMenus.flatMap((entry) => [entry, ...entry.items]),
    footerLinks,
    ...footerLinks.items,
  ];
  const root: NavMessages = {};
  for (const { key, label } of entries) {
    const segments = key.split(".");
    const last = segments.pop();
    if (last === undefined) continue;
    let node = root;
    for (const segment of segments) {
      const child = node[segment];
      if (typeof child === "string") throw new Error(`Message key ${key} nests under a label`);
      node = child ?? (node[segment] = {});
    }
    if (node[last] !== undefined) throw new Error(`Duplicate message key ${key}`);
    node[last] = label;
  }
  return root;
}
