import { ServerMarkup } from "@/components/ui/server-markup";
import type { NavLink } from "./nav-model";

/** Marks a plain <a> that ClientNavigation follows in place, like Next's <Link>. */
export const CLIENT_NAV_ATTRIBUTE = "data-client-nav";

type Props = {
  links: readonly NavLink[];
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
 * browser keeps the server's markup of the list without hydrating it (ServerMarkup).
 */
export function MenuLinks({ links, linkClassName = "menu-item", ...listProps }: Props) {
  return (
    <ServerMarkup key={linkClassName + links.map(signature).join("\n")} {...listProps}>
      {links.map((link) => (
        <li key={link.key}>
          <a href={link.href} className={linkClassName} {...{ [CLIENT_NAV_ATTRIBUTE]: "" }}>
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
