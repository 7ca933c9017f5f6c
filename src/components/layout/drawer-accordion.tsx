"use client";

import { useState, type ReactNode } from "react";
import { Chevron } from "@/components/ui/icons";
import { MenuLinks } from "./menu-links";
import type { NavSection } from "./nav-sections";

type Props = {
  label: string;
  coaching: { label: string; categories: NavSection[] };
  menus: NavSection[];
};

const DRAWER_LIST = "grid grid-cols-1 gap-0.5 py-1 ps-3";

/**
 * The drawer's menu sections. Opening a section closes the one open before; inside Coaching one
 * category is expanded at a time.
 */
export function DrawerAccordion({ label, coaching, menus }: Props) {
  const [section, setSection] = useState<string | null>(null);
  const [category, setCategory] = useState<string | null>(null);
  const toggleSection = (key: string) => setSection((current) => (current === key ? null : key));
  const toggleCategory = (key: string) => setCategory((current) => (current === key ? null : key));
  return (
    <nav aria-label={label}>
      <ul className="space-y-1">
        <li>
          <Disclosure
            id="drawer-coaching"
            label={coaching.label}
            expanded={section === "coaching"}
            onToggle={() => toggleSection("coaching")}
            level="section"
          >
            <ul className="space-y-1 py-1 ps-3">
              {coaching.categories.map((entry) => (
                <li key={entry.key}>
                  <Disclosure
                    id={`drawer-${entry.key.replaceAll(".", "-")}`}
                    label={entry.label}
                    expanded={category === entry.key}
                    onToggle={() => toggleCategory(entry.key)}
                    level="category"
                  >
                    <MenuLinks links={entry.links} base={entry.base} className={DRAWER_LIST} />
                  </Disclosure>
                </li>
              ))}
            </ul>
          </Disclosure>
        </li>
        {menus.map((menu) => (
          <li key={menu.key}>
            <Disclosure
              id={`drawer-${menu.key.replaceAll(".", "-")}`}
              label={menu.label}
              expanded={section === menu.key}
              onToggle={() => toggleSection(menu.key)}
              level="section"
            >
              <MenuLinks links={menu.links} base={menu.base} className={DRAWER_LIST} />
            </Disclosure>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type DisclosureProps = {
  id: string;
  label: string;
  expanded: boolean;
  onToggle: () => void;
  level: "section" | "category";
  children: ReactNode;
};

function Disclosure({ id, label, expanded, onToggle, level, children }: DisclosureProps) {
  const text =
    level === "section" ? "font-semibold text-slate-900" : "text-sm font-medium text-slate-700";
  return (
    <>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={onToggle}
        className={`hover:bg-brand-50 aria-expanded:text-brand-800 flex w-full items-center justify-between rounded-md px-3 py-2.5 text-start ${text}`}
      >
        {label}
        <Chevron className={expanded ? "rotate-180" : ""} />
      </button>
      <div id={id} hidden={!expanded}>
        {children}
      </div>
    </>
  );
}
