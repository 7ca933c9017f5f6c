import type { ReactNode } from "react";
import { Chevron, Close, Menu } from "@/components/ui/icons";
import { MenuLinks } from "./menu-links";
import type { NavLink, NavSection } from "./nav-model";

/** What both drawers show: the one that works without a script and the scripted one. */
export type DrawerProps = {
  labels: { open: string; close: string; title: string; topLinks: string; mainMenu: string };
  siteLinks: NavLink[];
  /** The account area (sign-in links or the user menu), rendered on the server. */
  account: ReactNode;
  /** The language switch (اردو / English). */
  language: ReactNode;
  coaching: { label: string; categories: NavSection[] };
  menus: NavSection[];
};

const SUMMARY = "cursor-pointer list-none [&::-webkit-details-marker]:hidden";
// Literal class names per level (Tailwind reads them from the source); a category's details sit
// inside the Coaching section's, so each level needs its own group name.
const LEVELS = {
  section: {
    details: "group/section",
    summary: "font-semibold text-slate-900 group-open/section:text-brand-800",
    chevron: "group-open/section:rotate-180",
  },
  category: {
    details: "group/category",
    summary: "text-sm font-medium text-slate-700 group-open/category:text-brand-800",
    chevron: "group-open/category:rotate-180",
  },
} as const;
const DRAWER_LIST = "grid grid-cols-1 gap-0.5 py-1 ps-3";
const DRAWER = "group/drawer lg:hidden";
const SERVER_MARKUP = { __html: "" };

/**
 * The phone menu as the server sends it, before (or without) JavaScript: native <details>, so
 * it opens and its sections fold with no script at all. The menu button itself moves into the
 * open panel as its close button. `name` makes each level an exclusive accordion, as the spec
 * asks (browsers without it simply leave several sections open). Once the scripts run,
 * MobileDrawer replaces it with the dialog drawer.
 */
export function DrawerWithoutScript(props: DrawerProps) {
  // In the browser it is only ever hydrated, once, and MobileDrawer swaps it for the dialog drawer
  // right after: React takes the server's markup as it is (the content of dangerouslySetInnerHTML
  // is not compared) instead of hydrating its four hundred elements on a phone's main thread
  // during start-up (decision 0046).
  if (typeof window !== "undefined") {
    return (
      <details
        className={DRAWER}
        dangerouslySetInnerHTML={SERVER_MARKUP}
        suppressHydrationWarning
      />
    );
  }
  const { labels, siteLinks, account, language, coaching, menus } = props;
  return (
    <details className={DRAWER}>
      <summary
        className={`${SUMMARY} hover:bg-brand-50 -ms-2 block rounded-md p-2 text-slate-700 group-open/drawer:fixed group-open/drawer:start-[calc(min(80vw,24rem)-3.5rem)] group-open/drawer:top-2 group-open/drawer:z-[60] group-open/drawer:ms-0`}
      >
        <Menu aria-hidden="true" className="size-6 group-open/drawer:hidden" />
        <Close aria-hidden="true" className="hidden size-6 group-open/drawer:block" />
        <span className="sr-only group-open/drawer:hidden">{labels.open}</span>
        <span className="sr-only hidden group-open/drawer:inline">{labels.close}</span>
      </summary>
      <div className="fixed inset-0 z-50">
        <div aria-hidden="true" className="absolute inset-0 bg-slate-900/50" />
        <div className="absolute inset-y-0 start-0 flex w-4/5 max-w-sm flex-col bg-white shadow-xl">
          <p className="text-brand-800 border-b border-slate-200 px-4 py-4 text-lg font-semibold">
            {labels.title}
          </p>
          <div className="flex-1 overflow-y-auto overscroll-contain px-3 py-4">
            <nav aria-label={labels.topLinks}>
              <MenuLinks
                links={siteLinks}
                className="grid grid-cols-2 gap-1"
                linkClassName="hover:bg-brand-50 block rounded-md px-3 py-2 font-medium text-slate-800"
              />
            </nav>
            <div className="my-4 border-y border-slate-200 py-4">{account}</div>
            <div className="mb-4">{language}</div>
            <nav aria-label={labels.mainMenu}>
              <ul className="space-y-1">
                <li>
                  <Section label={coaching.label} level="section">
                    <ul className="space-y-1 py-1 ps-3">
                      {coaching.categories.map((category) => (
                        <li key={category.key}>
                          <Section label={category.label} level="category">
                            <MenuLinks
                              links={category.links}
                              base={category.base}
                              className={DRAWER_LIST}
                            />
                          </Section>
                        </li>
                      ))}
                    </ul>
                  </Section>
                </li>
                {menus.map((menu) => (
                  <li key={menu.key}>
                    <Section label={menu.label} level="section">
                      <MenuLinks links={menu.links} base={menu.base} className={DRAWER_LIST} />
                    </Section>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
      </div>
    </details>
  );
}

function Section({
  label,
  level,
  children,
}: {
  label: string;
  level: keyof typeof LEVELS;
  children: ReactNode;
}) {
  const classes = LEVELS[level];
  return (
    <details name={`drawer-${level}`} className={classes.details}>
      <summary
        className={`${SUMMARY} hover:bg-brand-50 flex items-center justify-between rounded-md px-3 py-2.5 ${classes.summary}`}
      >
        {label}
        <Chevron className={classes.chevron} />
      </summary>
      {children}
    </details>
  );
}
