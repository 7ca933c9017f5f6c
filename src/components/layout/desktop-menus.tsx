"use client";

import type { ReactNode } from "react";
import { Chevron } from "@/components/ui/icons";
import type { Locale } from "@/lib/locale-path";
import { COACHING_PANEL_ID, sectionAnchor } from "./menu-anchors";
import {
  fetchHeaderMenus,
  useHeaderMenus,
  type MenusModule,
  type MenusState,
} from "./use-header-menus";
import { useHydrated } from "./use-hydrated";
import { useMenu } from "./use-menu";

/** What a menu says while its links are on their way, and when they could not come. */
export type MenuTexts = { loading: string; failed: string };
/** A menu of the header as every page carries it: its name, not its links (decision 0107). */
export type MenuTrigger = { key: string; label: string };

type Props = {
  coaching: MenuTrigger;
  menus: MenuTrigger[];
  locale: Locale;
  /** The /menu page in the page's language: every menu's links, for a browser without scripts. */
  menuHref: string;
  texts: MenuTexts;
};

/**
 * The desktop row of menus. Until the scripts run (and without them) each menu is a link to its
 * section of the /menu page; then a button whose panel shows the links of the menus' chunk,
 * fetched as the pointer or focus first reaches the row (decision 0107).
 */
export function DesktopMenus({ coaching, menus, locale, menuHref, texts }: Props) {
  const hydrated = useHydrated();
  const state = useHeaderMenus(locale);
  const want = () => fetchHeaderMenus(locale);
  const panel = (render: (module: MenusModule) => ReactNode) =>
    state.module ? (
      render(state.module)
    ) : (
      <div className="min-w-60 rounded-xl border border-slate-200 bg-white p-3 shadow-lg">
        <MenuPending state={state} href={menuHref} texts={texts} />
      </div>
    );
  const dropdown = (menu: MenuTrigger, align: "start" | "end", content: ReactNode) => (
    <li key={menu.key}>
      <NavDropdown
        id={menu.key === coaching.key ? COACHING_PANEL_ID : `menu-${sectionAnchor(menu.key)}`}
        label={menu.label}
        href={`${menuHref}#${sectionAnchor(menu.key)}`}
        align={align}
        hydrated={hydrated}
      >
        {content}
      </NavDropdown>
    </li>
  );
  const last = menus.length - 1;
  return (
    <ul
      onPointerEnter={want}
      onFocus={want}
      className="mx-auto flex max-w-7xl items-center gap-1 px-4 py-1"
    >
      {dropdown(
        coaching,
        "start",
        panel((module) => <module.CoachingPanel coaching={module.MENUS.coaching} />),
      )}
      {menus.map((menu, index) =>
        dropdown(
          menu,
          index === last ? "end" : "start",
          panel((module) => {
            const section = module.MENUS.menus.find((entry) => entry.key === menu.key);
            return section && <module.DropdownPanel section={section} />;
          }),
        ),
      )}
    </ul>
  );
}

type DropdownProps = {
  id: string;
  label: string;
  href: string;
  align: "start" | "end";
  hydrated: boolean;
  children: ReactNode;
};

/** One desktop menu: a link to its section of /menu until hydrated, then a button and a panel. */
function NavDropdown({ id, label, href, align, hydrated, children }: DropdownProps) {
  const { open, rootProps, buttonProps } = useMenu();
  if (!hydrated) {
    return (
      <a href={href} className={TRIGGER}>
        {label}
        <Chevron />
      </a>
    );
  }
  return (
    <div {...rootProps} className="relative">
      <button {...buttonProps} aria-controls={id} className={TRIGGER}>
        {label}
        <Chevron className={open ? "rotate-180" : ""} />
      </button>
      <div
        id={id}
        className={`absolute top-full z-50 pt-1 ${align === "end" ? "end-0" : "start-0"} ${open ? "block" : "hidden"}`}
      >
        {open && children}
      </div>
    </div>
  );
}

/** A menu whose links are not here yet: a quiet note, or, when they could not come, /menu. */
export function MenuPending({
  state,
  href,
  texts,
}: {
  state: MenusState;
  href: string;
  texts: MenuTexts;
}) {
  if (state.failed) {
    return (
      <a href={href} className="text-brand-700 block px-3 py-2 font-medium underline">
        {texts.failed}
      </a>
    );
  }
  return (
    <p role="status" className="px-3 py-2 text-sm text-slate-600">
      {texts.loading}
    </p>
  );
}

const TRIGGER =
  "flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-expanded:bg-brand-50 aria-expanded:text-brand-800";
