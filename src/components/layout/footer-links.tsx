import { Chevron } from "@/components/ui/icons";
import { MenuLinks } from "./menu-links";
import type { NavSection } from "./nav-sections";

function LinkList({ section }: { section: NavSection }) {
  return (
    <MenuLinks
      links={section.links}
      base={section.base}
      className="mt-3 space-y-2"
      linkClassName="text-brand-50 hover:text-white hover:underline"
    />
  );
}

/**
 * Quick links: an accordion on phones (a native <details>, so it toggles without JavaScript),
 * a plain list from `md` up. Only one of the two is ever displayed.
 */
export function FooterLinks({ section }: { section: NavSection }) {
  return (
    <div>
      <details className="group md:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between py-1 font-semibold text-white [&::-webkit-details-marker]:hidden">
          {section.label}
          <Chevron className="group-open:rotate-180" />
        </summary>
        <LinkList section={section} />
      </details>
      <div className="hidden md:block">
        <h2 className="font-semibold text-white">{section.label}</h2>
        <LinkList section={section} />
      </div>
    </div>
  );
}
