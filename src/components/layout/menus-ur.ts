import labels from "../../../messages/nav/ur.json";
import { headerMenus, labelsFrom } from "./nav-sections";

/** The header's menus in Urdu: fetched when a menu is first wanted (decision 0107). */
export { CoachingPanel, DropdownPanel } from "./menu-panels";
export { DrawerAccordion } from "./drawer-accordion";
export const MENUS = headerMenus(labelsFrom(labels), "ur");
