import type { NavLink } from "./nav-model";

/** Marks a plain <a> that ClientNavigation follows in place, like Next's <Link>. */
export const CLIENT_NAV_ATTRIBUTE = "data-client-nav";

/** The look of a link inside a dropdown or drawer menu. */
export const menuItemClass =
  "block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50";

type Props = {
  links: readonly NavLink[];
  /** Classes of the <ul>. */
  className: string;
  linkClassName?: string;
  id?: string;
  "aria-label"?: string;
};

/**
 * A list of menu links: the header's dropdowns, the coaching flyout, the drawer, the top links
 * and the footer. Plain <a> elements, followed in place by ClientNavigation: the header alone has
 * over a hundred links, and a <Link> each would cost every page's start-up (decision 0010).
 */
export function MenuLinks({ links, linkClassName = menuItemClass, ...listProps }: Props) {
  return (
    <ul {...listProps}>
      {links.map((link) => (
        <li key={link.key}>
          <a href={link.href} className={linkClassName} {...{ [CLIENT_NAV_ATTRIBUTE]: "" }}>
            {link.label}
            {link.context && <span className="sr-only"> ({link.context})</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
