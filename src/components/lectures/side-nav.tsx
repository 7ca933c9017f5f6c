import { Link } from "@/components/ui/link";
import { SidebarBox } from "@/components/ui/sidebar-box";

export type SideNavItem = { key: string; label: string; href: string; current: boolean };

/** The sidebar list of the class and chapter-list screens (classes, or a class's subjects). */
export function SideNav({
  heading,
  headingId,
  items,
}: {
  heading: string;
  headingId: string;
  items: readonly SideNavItem[];
}) {
  return (
    <SidebarBox heading={heading} headingId={headingId}>
      <ul className="grid grid-cols-2 gap-1 sm:grid-cols-3 lg:grid-cols-1">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              href={item.href}
              aria-current={item.current ? "page" : undefined}
              className={
                item.current
                  ? "bg-brand-700 block rounded px-3 py-2 font-medium text-white"
                  : "hover:bg-brand-50 hover:text-brand-800 block rounded px-3 py-2 text-slate-700"
              }
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </SidebarBox>
  );
}
