// A step of `npm run build` (decision 0108): each stylesheet of the build compiled once into a
// beasties plan, which the edge reads at start to put each page's own rules into its HTML
// (front-layer/critical-css.mjs).
import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { compileSheet, encodePlan } from "beasties/compiler";
import postcss from "postcss";
import { CRITICAL_CSS_PLANS } from "../front-layer/critical-css.mjs";

/** A selector that applies only once a student points, presses or moves the focus. */
const INTERACTION_STATE = /:(?:hover|active|focus|focus-visible|focus-within)\b/;

/** A declaration that matters only when a style changes: transitions and Tailwind's inputs to them. */
const TRANSITION = /^(?:transition|--tw-(?:ease|duration)$)/;

/** A selector of the Urdu pages' own rules (globals.css: each starts at `:root:lang(ur)`). */
const URDU_ROOT = ":root:lang(ur)";

/**
 * What a page in `language` never uses (decision 0110): an English page, the Urdu pages' rules;
 * an Urdu page, the root's variables those rules set again (text sizes, line heights, the font).
 * @param {import("postcss").Root} root @param {"en" | "ur"} language
 */
function forLanguage(root, language) {
  if (language === "en") {
    root.walkRules((rule) => {
      if (rule.selectors.every((selector) => selector.startsWith(URDU_ROOT))) rule.remove();
    });
    return;
  }
  const overridden = new Set();
  root.walkRules(URDU_ROOT, (rule) =>
    rule.walkDecls((declaration) => overridden.add(declaration.prop)),
  );
  // Tailwind's theme is `:root, :host`.
  root.walkRules((rule) => {
    if (!rule.selectors.includes(":root")) return;
    rule.walkDecls((declaration) => {
      if (overridden.has(declaration.prop)) declaration.remove();
    });
  });
}

/**
 * `var(--name, fallback)` without its fallback where the root always sets `--name` (Tailwind's
 * preflight names a whole font stack for a theme without fonts), and a declaration written twice
 * in one rule once (lightningcss repeats `-webkit-text-decoration`).
 * @param {import("postcss").Root} root
 */
function withoutDeadWeight(root) {
  /** @type {Set<string>} */
  const rootSets = new Set();
  root.walkRules(/^:root/, (rule) =>
    rule.walkDecls((declaration) => rootSets.add(declaration.prop)),
  );
  root.walkDecls((declaration) => {
    declaration.value = withoutFallbacks(declaration.value, rootSets);
  });
  // The last of two the same stays: what comes between them may set the property otherwise.
  root.walkRules((rule) => {
    const declarations = rule.nodes.filter((node) => node.type === "decl");
    declarations.forEach((declaration, i) => {
      const again = declarations
        .slice(i + 1)
        .some((later) => later.prop === declaration.prop && later.value === declaration.value);
      if (again) declaration.remove();
    });
  });
}

/** @param {string} value @param {Set<string>} always */
function withoutFallbacks(value, always) {
  let out = value;
  for (const name of always) {
    const start = out.indexOf(`var(${name},`);
    if (start === -1) continue;
    let depth = 0;
    let end = start + 4;
    for (; end < out.length; end += 1) {
      if (out[end] === "(") depth += 1;
      if (out[end] === ")" && --depth < 0) break;
    }
    out = `${out.slice(0, start)}var(${name})${out.slice(end + 1)}`;
  }
  return out;
}

/**
 * What a page's first paint never uses, left out of what may go inline (the stylesheet itself,
 * loaded after, keeps all of it): Tailwind's stand-in for @property in browsers without it
 * (Firefox before 128), which every other browser never reads; and the rules of hover, press and
 * focus, which no page shows before a student has pointed, tapped or pressed Tab (the stylesheet
 * has arrived by then, but for a moment on a slow link); and transitions, which animate a change
 * the first paint does not make.
 * @param {string} css @param {"en" | "ur"} language
 */
function firstPaintRules(css, language) {
  const root = postcss.parse(css);
  forLanguage(root, language);
  withoutDeadWeight(root);
  root.walkAtRules("layer", (layer) => {
    if (layer.params === "properties" && layer.nodes) {
      layer.before(postcss.comment({ text: "beasties:exclude start" }));
      layer.after(postcss.comment({ text: "beasties:exclude end" }));
    }
  });
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !INTERACTION_STATE.test(selector));
    if (kept.length < rule.selectors.length) rule.selectors = kept;
    rule.walkDecls(TRANSITION, (declaration) => declaration.remove());
    if (kept.length === 0 || rule.nodes.length === 0) rule.remove();
  });
  // What is left empty (`@media (hover: hover) {}`) goes too, but a layer: its place in the
  // order of layers stays the stylesheet's.
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0 && atRule.name !== "layer") atRule.remove();
  });
  return root.toString();
}

/** The plan of the build's stylesheet `name` (in .next/static/chunks) with this text, for the
 * pages in `language`.
 * @param {string} name @param {string} css @param {"en" | "ur"} language */
export function planOf(name, css, language) {
  const sheet = compileSheet(firstPaintRules(css, language), {
    href: `/_next/static/chunks/${name}`,
    // A selector that is all pseudo-classes and elements (`:root:lang(ur)`, `::placeholder`,
    // Tailwind's `:where(.space-y-4>…)`) is one beasties 0.5.4 cannot match to the document: it
    // would never be in a page. Each page gets those a first screen can show (those that name
    // classes when it has them); the form controls' vendor parts, focus rings and dialogs'
    // backdrops come with the stylesheet.
    allowRules: [/^:(?:root|where\(|is\()/, /^::(?:placeholder|-webkit-search)/],
  });
  for (const rule of sheet.rules) {
    rule.match = rule.match?.map((match, i) =>
      match === true ? classesOf(rule.selectors?.[i] ?? "") : match,
    );
    // beasties 0.5.4 writes an at-rule of declarations (@property, @font-face) with a ";" after
    // it, which makes a browser drop the rule that follows.
    if (rule.css?.startsWith("@") && rule.css.endsWith("};")) rule.css = rule.css.slice(0, -1);
  }
  return encodePlan(sheet);
}

/** The classes a selector names (escapes undone), or true (always) when it names none.
 * @param {string} selector @returns {{ classes: string[] } | true} */
function classesOf(selector) {
  const classes = [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map(([, escaped = ""]) =>
    escaped.replace(/\\(.)/g, "$1"),
  );
  return classes.length > 0 ? { classes } : true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const chunks = path.join(process.cwd(), ".next", "static", "chunks");
  const sheets = (await readdir(chunks)).filter((name) => name.endsWith(".css"));
  const texts = await Promise.all(
    sheets.map(async (name) => [name, await readFile(path.join(chunks, name), "utf8")]),
  );
  /** @param {"en" | "ur"} language */
  const plansFor = (language) => texts.map(([name, css]) => planOf(name, css, language));
  const plans = { en: plansFor("en"), ur: plansFor("ur") };
  await writeFile(path.join(process.cwd(), CRITICAL_CSS_PLANS), JSON.stringify(plans));
  console.log(`Critical CSS: ${sheets.length} stylesheets compiled into ${CRITICAL_CSS_PLANS}`);
}
