export type { IconName, NavItem, NavMenu } from "./types";
export { homeLink, siteLinks, accountLinks, topBarLinks, searchLink, headerTexts } from "./top-bar";
export {
  type CoachingCategory,
  type CoachingCategorySlug,
  coachingCategories,
  coachingHref,
  coachingLinks,
  coachingMenuTitle,
  findCoachingCategory,
} from "./coaching";
export {
  admissionMenu,
  studyAbroadMenu,
  trainingSeminarsMenu,
  careerMenu,
  tutorsMenu,
  moreMenu,
  plainMenus,
  footerLinks,
} from "./menus";
export { allNavigationHrefs, builtRoutes } from "./routes";
export { NAV_MESSAGES_NAMESPACE, type NavMessages, buildNavMessages } from "./messages";
