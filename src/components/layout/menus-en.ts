import labels from "../../../messages/nav/en.json";
import { headerMenus, labelsFrom } from "./nav-sections";

/** The header's menus in English: fetched when a menu is first wanted (decision 0107). */
export { CoachingPanel, DropdownPanel } from "./menu-panels";
export { DrawerAccordion } from "./drawer-accordion";
export const MENUS = headerMenus(labelsFrom(labels), "en");
