"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Close, Menu } from "@/components/ui/icons";
import type { Locale } from "@/lib/locale-path";
import { MenuPending, type MenuTexts } from "./desktop-menus";
import type { NavLink } from "./nav-sections";
import { fetchHeaderMenus, useHeaderMenus } from "./use-header-menus";
import { useHydrated } from "./use-hydrated";

const DRAWER_ID = "site-drawer";
const FOCUSABLE = "a[href], button:not([disabled]), input, select, textarea";
const TOGGLE = "hover:bg-brand-50 -ms-2 rounded-md p-2 text-slate-700 lg:hidden";

type Props = {
  labels: { open: string; close: string; title: string; topLinks: string; mainMenu: string };
  siteLinks: NavLink[];
  /** The account area (sign-in links or the user menu), rendered on the server. */
  account: ReactNode;
  /** The language switch (اردو / English). */
  language: ReactNode;
  locale: Locale;
  /** The /menu page in the page's language, where the button leads without scripts. */
  menuHref: string;
  texts: MenuTexts;
};

/**
 * The mobile menu: a panel sliding in from the reading start (the left in English, the right in
 * Urdu), 80% wide up to a small maximum. While open it locks page scroll and keeps focus inside;
 * Escape, the close button, the backdrop and following any link close it. Its sections' links
 * come in the menus' chunk, fetched as the button is touched (decision 0107). Until the scripts
 * run (and without them) the button is a link to the /menu page.
 */
export function MobileDrawer(props: Props) {
  const { labels, siteLinks, account, language, locale, menuHref, texts } = props;
  const hydrated = useHydrated();
  const menus = useHeaderMenus(locale);
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  // Any navigation (a link, the back button) closes the drawer: adjust state while rendering.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = "hidden";
    panelRef.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);

  if (!hydrated) {
    return (
      <a href={menuHref} aria-label={labels.open} className={`${TOGGLE} block`}>
        <Menu className="size-6" />
      </a>
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key !== "Tab" || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.getClientRects().length > 0,
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        aria-label={labels.open}
        aria-expanded={open}
        aria-controls={DRAWER_ID}
        onPointerDown={() => fetchHeaderMenus(locale)}
        onClick={() => {
          fetchHeaderMenus(locale);
          setOpen(true);
        }}
        className={TOGGLE}
      >
        <Menu className="size-6" />
      </button>
      {open && (
        <div className="fixed inset-0 z-50 lg:hidden">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-slate-900/50"
            onClick={() => close(true)}
          />
          <div
            ref={panelRef}
            id={DRAWER_ID}
            role="dialog"
            aria-modal="true"
            aria-label={labels.title}
            onKeyDown={onKeyDown}
            onClick={(event) => {
              if ((event.target as Element).closest("a")) close(false);
            }}
            className="absolute inset-y-0 start-0 flex w-4/5 max-w-sm flex-col bg-white shadow-xl duration-200 motion-safe:transition-transform motion-safe:starting:-translate-x-full rtl:motion-safe:starting:translate-x-full"
          >
            <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
              <span className="text-brand-800 text-lg font-semibold">{labels.title}</span>
              <button
                type="button"
                data-autofocus
                aria-label={labels.close}
                onClick={() => close(true)}
                className="hover:bg-brand-50 rounded-md p-2 text-slate-700"
              >
                <Close className="size-6" />
              </button>
            </div>
            <div className="flex-1 overflow-y-auto overscroll-contain px-3 py-4">
              <nav aria-label={labels.topLinks}>
                <ul className="grid grid-cols-2 gap-1">
                  {siteLinks.map((link) => (
                    <li key={link.href}>
                      <Link
                        href={link.href}
                        aria-current={link.href === pathname ? "page" : undefined}
                        className="hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 block rounded-md px-3 py-2 font-medium text-slate-800"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              <div className="my-4 border-y border-slate-200 py-4">{account}</div>
              <div className="mb-4">{language}</div>
              {menus.module ? (
                <menus.module.DrawerAccordion
                  label={labels.mainMenu}
                  coaching={menus.module.MENUS.coaching}
                  menus={menus.module.MENUS.menus}
                />
              ) : (
                <MenuPending state={menus} href={menuHref} texts={texts} />
              )}
            </div>
          </div>
        </div>
      )}
    </>
  );
}
