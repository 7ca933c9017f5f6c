"use client";

import { Chevron } from "@/components/ui/icons";
import type { NavSection } from "./nav-model";
import { MenuLinks } from "./menu-links";
import { useMenu } from "./use-menu";

type Props = { section: NavSection; id: string; align?: "start" | "end" };

/** A desktop menu of plain links (Admission, Study Abroad, ...). */
export function NavDropdown({ section, id, align = "start" }: Props) {
  const { open, rootProps, buttonProps } = useMenu();
  // Until the scripts run, CSS opens the menu on hover and focus (the `unscripted` variant).
  const visibility = open
    ? "block"
    : "hidden unscripted:group-hover:block unscripted:group-focus-within:block";
  return (
    <div {...rootProps} className="group relative">
      <button {...buttonProps} aria-controls={id} className={triggerClass}>
        {section.label}
        <Chevron className={open ? "rotate-180" : ""} />
      </button>
      <div
        id={id}
        className={`absolute top-full z-50 pt-1 ${align === "end" ? "end-0" : "start-0"} ${visibility}`}
      >
        <MenuLinks
          links={section.links}
          base={section.base}
          className="min-w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        />
      </div>
    </div>
  );
}

export const triggerClass =
  "flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-expanded:bg-brand-50 aria-expanded:text-brand-800";
