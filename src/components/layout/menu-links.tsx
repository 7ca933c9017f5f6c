import Link from "next/link";
import type { NavLink } from "./nav-model";

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
 * and the footer. No client code of its own, so it renders on the server wherever it can.
 */
export function MenuLinks({ links, linkClassName = menuItemClass, ...listProps }: Props) {
  return (
    <ul {...listProps}>
      {links.map((link) => (
        <li key={link.key}>
          <Link href={link.href} className={linkClassName}>
            {link.label}
            {link.context && <span className="sr-only"> ({link.context})</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
