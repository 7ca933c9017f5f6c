import type { NavItem } from "./types";

export const homeLink: NavItem = { key: "topBar.home", label: "Home", href: "/", icon: "House" };

export const topBarLinks: readonly NavItem[] = [
  homeLink,
  { key: "topBar.latest", label: "Latest", href: "/latest", icon: "Newspaper" },
  {
    key: "topBar.studentPortal",
    label: "Student Portal",
    href: "/student-portal",
    icon: "LayoutDashboard",
  },
  { key: "topBar.pricing", label: "Pricing", href: "/pricing", icon: "BadgeDollarSign" },
  { key: "topBar.login", label: "Login", href: "/login", icon: "LogIn" },
  { key: "topBar.register", label: "Register", href: "/register", icon: "UserPlus" },
];

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
