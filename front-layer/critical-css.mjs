// @ts-check
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { createProcessor } from "beasties/runtime";

/** Where `npm run build` writes the plans: beside the build, never among the served files. */
export const CRITICAL_CSS_PLANS = path.join(".next", "critical-css-plans.json");

/** An @property rule: Tailwind registers every property the site uses, a page needs its own. */
const PROPERTY_RULE = /@property (--[\w-]+)\{[^}]*\}/g;

/** @param {string} css */
function withoutUnreadProperties(css) {
  const rest = css.replace(PROPERTY_RULE, "");
  return css.replace(PROPERTY_RULE, (rule, name) => (rest.includes(`var(${name}`) ? rule : ""));
}

/** The step that puts in each document the rules its own elements use, by beasties' runtime
 * (decision 0108), for the build in `dir`; undefined without plans (development).
 * @param {string} dir @returns {((html: string, nonce: string) => string) | undefined} */
export function loadCriticalCss(dir) {
  const file = path.join(dir, CRITICAL_CSS_PLANS);
  if (!existsSync(file)) return undefined;
  // No font preloaded: the Latin font is `optional`, for the pages after the first (0100).
  const processor = createProcessor(JSON.parse(readFileSync(file, "utf8")), { fonts: false });
  return (html, nonce) => {
    // The nonce marks the one <style> beasties writes (no stored content can know it).
    const opening = `<style nonce="${nonce}">`;
    const styled = processor.process(html, { nonce });
    const start = styled.indexOf(opening) + opening.length;
    const end = styled.indexOf("</style>", start);
    if (start < opening.length || end === -1) return styled;
    return (
      styled.slice(0, start) + withoutUnreadProperties(styled.slice(start, end)) + styled.slice(end)
    );
  };
}
