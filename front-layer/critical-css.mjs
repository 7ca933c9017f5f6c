// @ts-check
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { createProcessor } from "beasties/runtime";

/** A document whose root element is in Urdu. */
const URDU_DOCUMENT = /^<!DOCTYPE html><html lang="ur"/i;

/** Where `npm run build` writes the plans: beside the build, never among the served files. */
export const CRITICAL_CSS_PLANS = path.join(".next", "critical-css-plans.json");

/** An @property rule: Tailwind registers every property the site uses, a page needs its own. */
const PROPERTY_RULE = /@property (--[\w-]+)\{[^}]*\}/g;
const INITIAL_VALUE = /initial-value:([^;}]*)/;

/**
 * The registered properties a page's rules read, as Tailwind's own stand-in for browsers without
 * @property: their initial values on every element, in the lowest layer (first, so that it is
 * the lowest whatever the page's rules are). A third of the bytes of the @property rules; the
 * stylesheet, once come, registers them (decision 0110). A `<length>`'s `0` is written `0px`,
 * as registering it would make it: `calc(2px + 0)` is no length, `calc(2px + 0px)` is.
 * @param {string} css
 */
function asInitialValues(css) {
  const rest = css.replace(PROPERTY_RULE, "");
  const values = [...css.matchAll(PROPERTY_RULE)].flatMap(([rule, name]) => {
    const initial = INITIAL_VALUE.exec(rule)?.[1];
    if (initial === undefined || !rest.includes(`var(${name}`)) return [];
    const length = rule.includes('syntax:"<length>"') && initial === "0";
    return [`${name}:${length ? "0px" : initial}`];
  });
  if (values.length === 0) return rest;
  return `@layer properties{*,:before,:after,::backdrop{${values.join(";")}}}${rest}`;
}

/** The root's variables: the theme's sizes and fonts, and each language's. */
const ROOT_RULE = /(:root(?::lang\([\w-]+\))?\{)([^{}]*)\}/g;
const CUSTOM_PROPERTY = /^(--[\w-]+):/;

/**
 * The root's variables without those none of a page's rules reads: the theme names every text
 * size, a page uses a few (decision 0110). No markup reads a variable (no style attribute does).
 * @param {string} css
 */
function withoutUnreadVariables(css) {
  /** @param {string} name */
  const read = (name) => css.includes(`var(${name})`) || css.includes(`var(${name},`);
  return css.replace(ROOT_RULE, (_, /** @type {string} */ opening, /** @type {string} */ body) => {
    const kept = body.split(";").filter((declaration) => {
      const name = CUSTOM_PROPERTY.exec(declaration)?.[1];
      return name === undefined || read(name);
    });
    return `${opening}${kept.join(";")}}`;
  });
}

/**
 * A page whose <main> holds this much markup is taller than a first screen, on a phone or a
 * desktop (the home's banner alone is 11 KB of it, 400 px high): its footer's own rules come with
 * the stylesheet, which has arrived long before a student scrolls to it (decision 0110).
 */
export const LONG_MAIN = 20_000;

/** What of a long page the first screen shows: all but the footer's content, save its fixed
 * messaging button, which floats over every screen. The footer's own element stays, for the rules
 * that keep its content, unstyled a moment, from widening a phone's page. A short page is whole.
 * @param {string} html */
export function firstScreenOf(html) {
  const main = html.indexOf("<main");
  const mainEnd = html.indexOf("</main>", main);
  if (main === -1 || mainEnd - main < LONG_MAIN) return html;
  const start = html.indexOf("<footer", mainEnd);
  const end = html.indexOf("</footer>", start);
  if (start === -1 || end === -1) return html;
  const footer = html.slice(start, end);
  const opening = footer.slice(0, footer.indexOf(">") + 1);
  const floating = /<a data-messaging-button[^]*?<\/a>/.exec(footer)?.[0] ?? "";
  return `${html.slice(0, start)}${opening}${floating}${html.slice(end)}`;
}

/** Where the text of the <style> that starts with `opening` is, or [-1, -1].
 * @param {string} html @param {string} opening @returns {[number, number]} */
function styleOf(html, opening) {
  const at = html.indexOf(opening);
  const end = html.indexOf("</style>", at);
  return at === -1 || end === -1 ? [-1, -1] : [at + opening.length, end];
}

/** The step that puts in each document the rules its own elements use, by beasties' runtime
 * (decision 0108), for the build in `dir`; undefined without plans (development).
 * @param {string} dir @returns {((html: string, nonce: string) => string) | undefined} */
export function loadCriticalCss(dir) {
  const file = path.join(dir, CRITICAL_CSS_PLANS);
  if (!existsSync(file)) return undefined;
  // No font preloaded: the Latin font is `optional`, for the pages after the first (0100).
  /** @type {Record<"en" | "ur", import("beasties/runtime").CompactPlan[]>} */
  const plans = JSON.parse(readFileSync(file, "utf8"));
  const processors = {
    en: createProcessor(plans.en, { fonts: false }),
    ur: createProcessor(plans.ur, { fonts: false }),
  };
  return (html, nonce) => {
    // Each language's own plan (decision 0110), by the root element's `lang`.
    const processor = URDU_DOCUMENT.test(html.slice(0, 200)) ? processors.ur : processors.en;
    // The nonce marks the one <style> beasties writes (no stored content can know it).
    const opening = `<style nonce="${nonce}">`;
    const styled = processor.process(html, { nonce });
    const [start, end] = styleOf(styled, opening);
    if (start === -1) return styled;
    const firstScreen = firstScreenOf(html);
    let rules = styled.slice(start, end);
    if (firstScreen !== html) {
      const probe = processor.process(firstScreen, { nonce });
      rules = probe.slice(...styleOf(probe, opening));
    }
    return (
      styled.slice(0, start) + withoutUnreadVariables(asInitialValues(rules)) + styled.slice(end)
    );
  };
}
