"use client";

import { useState } from "react";
import { Chevron } from "@/components/ui/icons";
import { MenuLinks } from "./menu-links";
import { COACHING_PANEL_ID } from "./menu-anchors";
import type { HeaderMenus, NavSection } from "./nav-sections";

/** A desktop dropdown's links (Admission, Study Abroad, ...). */
export function DropdownPanel({ section }: { section: NavSection }) {
  return (
    <MenuLinks
      links={section.links}
      base={section.base}
      className="min-w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
    />
  );
}

/**
 * The desktop Coaching menu's panel: categories on the left; on the right the classes of the
 * hovered or focused category, or the hint while none is. Each category's links follow its button
 * in the page, so Tab goes from a category straight into its classes.
 */
export function CoachingPanel({ coaching }: { coaching: HeaderMenus["coaching"] }) {
  const [active, setActive] = useState<string | null>(null);
  return (
    <div
      onPointerLeave={(event) => {
        // Keep a keyboard user's category open when the mouse merely drifts away.
        if (!event.currentTarget.contains(document.activeElement)) setActive(null);
      }}
      className="relative grid min-h-80 w-[42rem] grid-cols-[15rem_1fr] rounded-xl border border-slate-200 bg-white shadow-lg"
    >
      <ul className="border-e border-slate-200 p-2">
        {coaching.categories.map((category) => {
          const listId = `${COACHING_PANEL_ID}-${category.key.replaceAll(".", "-")}`;
          const isActive = active === category.key;
          const select = () => setActive(category.key);
          return (
            <li key={category.key}>
              <button
                type="button"
                data-menu-item
                aria-expanded={isActive}
                aria-controls={listId}
                onPointerEnter={select}
                onFocus={select}
                onClick={select}
                className="hover:bg-brand-50 aria-expanded:bg-brand-50 aria-expanded:text-brand-800 flex w-full items-center justify-between rounded-md px-3 py-2 text-start text-sm font-medium text-slate-700"
              >
                {category.label}
                <Chevron className="-rotate-90 rtl:rotate-90" />
              </button>
              <MenuLinks
                id={listId}
                aria-label={category.label}
                links={category.links}
                base={category.base}
                className={`absolute inset-y-0 start-60 end-0 auto-rows-min grid-cols-2 gap-1 p-3 ${isActive ? "grid" : "hidden"}`}
              />
            </li>
          );
        })}
      </ul>
      {active === null && (
        <p className="self-center p-6 text-center text-sm text-slate-600">{coaching.hint}</p>
      )}
    </div>
  );
}
