import type { NavItem } from "./types";

export const homeLink: NavItem = { key: "topBar.home", label: "Home", href: "/", icon: "House" };

/** Top bar links to site pages (the header's quick links). */
export const siteLinks: readonly NavItem[] = [
  homeLink,
  { key: "topBar.latest", label: "Latest", href: "/latest", icon: "Newspaper" },
  {
    key: "topBar.studentPortal",
    label: "Student Portal",
    href: "/student-portal",
    icon: "LayoutDashboard",
  },
  { key: "topBar.pricing", label: "Pricing", href: "/pricing", icon: "BadgeDollarSign" },
];

/** Top bar links of a signed-out visitor; a signed-in student sees the user menu instead. */
export const accountLinks: readonly NavItem[] = [
  { key: "topBar.login", label: "Login", href: "/login", icon: "LogIn" },
  { key: "topBar.register", label: "Register", href: "/register", icon: "UserPlus" },
];

export const topBarLinks: readonly NavItem[] = [...siteLinks, ...accountLinks];

/** The mobile search icon; on desktop the search box stands in for it. */
export const searchLink: NavItem = {
  key: "topBar.search",
  label: "Search",
  href: "/search",
  icon: "Search",
};

/** Texts of the header that are not links. */
export const headerTexts = {
  searchPlaceholder: {
    key: "topBar.searchPlaceholder",
    label: "Search courses, tutors, papers...",
  },
  coachingHoverHint: {
    key: "coaching.hoverHint",
    label: "Hover over categories for detailed options.",
  },
} as const;
