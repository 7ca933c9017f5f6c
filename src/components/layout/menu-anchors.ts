/** The id of the Coaching menu's panel. */
export const COACHING_PANEL_ID = "coaching-menu";

/**
 * A menu's section on the /menu page: "study-abroad", "coaching-lectures-quizzes". A module of its
 * own: the menu buttons need it in every page's scripts, the menus' links only in their chunk.
 */
export function sectionAnchor(key: string): string {
  return key
    .replace(/\.title$/, "")
    .replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
    .replaceAll(".", "-");
}
