import { PAGES } from "./route-manifest.mjs";

/**
 * My learning: the spec's Student Portal link of the top bar. Apart from lib/personal.ts, whose
 * types and limits every page's scripts share: importing the route manifest there put all of it
 * into every page's JavaScript (decision 0100).
 */
export const MY_LEARNING = PAGES.myLearning.href;
