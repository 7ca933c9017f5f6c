"use client";

import { useState } from "react";
import { Chevron } from "@/components/ui/icons";
import { MenuLinks } from "./menu-links";
import { triggerClass } from "./nav-dropdown";
import type { NavSection } from "./nav-model";
import { useMenu } from "./use-menu";

type Props = { label: string; hint: string; categories: NavSection[] };

const PANEL_ID = "coaching-menu";

/**
 * The desktop Coaching menu: categories on the left; on the right the classes of the hovered or
 * focused category, or the hint while none is. Each category's links follow its button in the
 * page, so Tab goes from a category straight into its classes.
 */
export function CoachingFlyout({ label, hint, categories }: Props) {
  const [active, setActive] = useState<string | null>(null);
  const { open, rootProps, buttonProps } = useMenu(() => setActive(null));
  // Until the scripts run, CSS shows the panel and lists on hover and focus (`unscripted`).
  const show = (visible: boolean, display: string, fallback: string) =>
    `${visible ? display : "hidden"} ${fallback}`;
  return (
    <div {...rootProps} className="group/menu relative">
      <button {...buttonProps} aria-controls={PANEL_ID} className={triggerClass}>
        {label}
        <Chevron className={open ? "rotate-180" : ""} />
      </button>
      <div
        id={PANEL_ID}
        className={`absolute start-0 top-full z-50 pt-1 ${show(open, "block", "unscripted:group-focus-within/menu:block unscripted:group-hover/menu:block")}`}
      >
        <div
          onPointerLeave={(event) => {
            // Keep a keyboard user's category open when the mouse merely drifts away.
            if (!event.currentTarget.contains(document.activeElement)) setActive(null);
          }}
          className="group/panel relative grid min-h-80 w-[42rem] grid-cols-[15rem_1fr] rounded-xl border border-slate-200 bg-white shadow-lg"
        >
          <ul className="border-e border-slate-200 p-2">
            {categories.map((category) => {
              const listId = `${PANEL_ID}-${category.key.replaceAll(".", "-")}`;
              const isActive = active === category.key;
              const select = () => setActive(category.key);
              return (
                <li key={category.key} className="group/category">
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
                    className={`absolute inset-y-0 start-60 end-0 grid auto-rows-min grid-cols-2 gap-1 p-3 ${show(isActive, "grid", "unscripted:group-focus-within/category:grid unscripted:group-hover/category:grid")}`}
                  />
                </li>
              );
            })}
          </ul>
          <p
            className={`self-center p-6 text-center text-sm text-slate-600 ${show(active === null, "block", "unscripted:group-has-[li:focus-within]/panel:hidden unscripted:group-has-[li:hover]/panel:hidden")}`}
          >
            {hint}
          </p>
        </div>
      </div>
    </div>
  );
}
