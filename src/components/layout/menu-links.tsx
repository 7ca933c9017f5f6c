"use client";

import { CLIENT_NAV_ATTRIBUTE } from "@/components/ui/locale-anchor";
import { ServerMarkup } from "@/components/ui/server-markup";
import type { NavLink } from "./nav-sections";

type Props = {
  links: readonly NavLink[];
  /** What every link's href follows (a menu's `base`). */
  base?: string;
  /** Classes of the <ul>. */
  className: string;
  /** The links' classes: by default `menu-item` (globals.css), a link in a dropdown menu. */
  linkClassName?: string;
  id?: string;
  "aria-label"?: string;
};

/**
 * A list of menu links: the header's dropdowns, the coaching flyout, the drawer, the top links
 * and the footer. Plain <a> elements, followed in place by ClientNavigation: the header alone has
 * over a hundred links, and a <Link> each would cost every page's start-up (decision 0010); the
 * browser keeps the server's markup of the list without hydrating it (ServerMarkup). A client
 * component, so that the page's data carries the links once, as data, and not each list's
 * elements with their classes (decision 0100).
 */
export function MenuLinks({ links, base = "", linkClassName = "menu-item", ...listProps }: Props) {
  return (
    <ServerMarkup key={linkClassName + base + links.map(signature).join("\n")} {...listProps}>
      {links.map((link, index) => (
        <li key={index}>
          <a href={base + link.href} className={linkClassName} {...{ [CLIENT_NAV_ATTRIBUTE]: "" }}>
            {link.label}
            {link.context && <span className="sr-only"> ({link.context})</span>}
          </a>
        </li>
      ))}
    </ServerMarkup>
  );
}

/** What a link shows: a list whose links changed is mounted anew, not kept. */
function signature(link: NavLink): string {
  return `${link.href} ${link.label} ${link.context ?? ""}`;
}
