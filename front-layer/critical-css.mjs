// @ts-check
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { createProcessor } from "beasties/runtime";

/**
 * The first paint waits for nothing but the HTML (decision 0108): each document the edge renders
 * carries the rules of the build's stylesheets that its own elements use, in a <style>, and the
 * stylesheets themselves load without blocking, at the end of the body. Beasties does the work:
 * its compiler turns each stylesheet into a plan at build (scripts/critical-css.mjs), its runtime
 * scans a page once and splices the rules in, about a millisecond a page.
 */

/** Where `npm run build` writes the plans: beside the build, never among the served files. */
export const CRITICAL_CSS_PLANS = path.join(".next", "critical-css-plans.json");

/**
 * A custom property registered with @property but read by no rule of the page: Tailwind registers
 * every one the site uses, and a page's first paint needs only its own.
 */
const PROPERTY_RULE = /@property (--[\w-]+)\{[^}]*\}/g;

/** @param {string} css */
function withoutUnreadProperties(css) {
  const rest = css.replace(PROPERTY_RULE, "");
  return css.replace(PROPERTY_RULE, (rule, name) => (rest.includes(`var(${name}`) ? rule : ""));
}

/**
 * The step for the build in `dir`, or undefined without plans (development: Next.js serves its
 * stylesheets as it builds them). @param {string} dir
 * @returns {((html: string, nonce: string) => string) | undefined}
 */
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
