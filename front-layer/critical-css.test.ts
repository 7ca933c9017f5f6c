import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { planOf } from "../scripts/critical-css.mjs";
import { CRITICAL_CSS_PLANS, LONG_MAIN, loadCriticalCss } from "./critical-css.mjs";

// A build's stylesheet as Tailwind writes it: the fallback for browsers without @property, the
// registered properties, and utilities the page uses or not.
const SHEET = [
  "@layer properties{@supports (not (color:lab(0 0 0))){*{--tw-scale-x:1;--tw-blur:initial}}}",
  '@property --tw-scale-x{syntax:"*";inherits:false;initial-value:1}',
  '@property --tw-blur{syntax:"*";inherits:false}',
  '@property --tw-ring-offset-width{syntax:"<length>";inherits:false;initial-value:0}',
  ".ring-2{--tw-ring-shadow:0 0 0 calc(2px + var(--tw-ring-offset-width))}",
  ".flex{display:flex}",
  ".scale-50{--tw-scale-x:50%;scale:var(--tw-scale-x)}",
  ".hidden{display:none}",
  ".blur{filter:var(--tw-blur)}",
  "@media (hover:hover){.hover\\:flex:hover{display:flex}}",
  ".focus\\:flex:focus,.group:focus-within .flex{display:flex}",
  ".active\\:flex:active,.disabled\\:flex:disabled{display:flex}",
  ".transition{transition-property:color;transition-duration:var(--tw-duration,.15s)}",
  ".ease-out{--tw-ease:ease-out;transition-timing-function:ease-out}",
  ".duration-300{--tw-duration:.3s;transition-duration:.3s;color:red}",
  "@layer theme{:root,:host{--text-sm:.875rem;--spacing:.25rem;--text-sm--line-height:2}}",
  ".font-sans{font-family:var(--text-sm,Arial,var(--x,serif));line-height:var(--text-sm--line-height);color:red;color:blue;color:red}",
  ":root:lang(ur){--text-sm:.9375rem}",
].join("");
const HREF = "/_next/static/chunks/site.css";
const NONCE = "bm9uY2UtZm9yLXRlc3Rz";
const page = (body: string, lang = "en") =>
  `<!DOCTYPE html><html lang="${lang}"><head><link rel="stylesheet" href="${HREF}" nonce="${NONCE}" data-precedence="next"/></head><body>${body}<script nonce="${NONCE}">self.__next_f=[]</script></body></html>`;

const dir = mkdtempSync(path.join(tmpdir(), "critical-css-"));
mkdirSync(path.join(dir, ".next"));
writeFileSync(
  path.join(dir, CRITICAL_CSS_PLANS),
  JSON.stringify({ en: [planOf("site.css", SHEET, "en")], ur: [planOf("site.css", SHEET, "ur")] }),
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("loadCriticalCss", () => {
  const inline = loadCriticalCss(dir)!;
  const used =
    '<div class="flex group transition ease-out duration-300 font-sans ring-2"><b class="scale-50 hover:flex focus:flex active:flex disabled:flex">x</b></div>';
  const html = inline(page(used), NONCE);
  const style = /<style nonce="[^"]+">(.*?)<\/style>/.exec(html)?.[1] ?? "";

  it("puts the rules of the page's own elements in its head, and no other", () => {
    expect(html.indexOf("<style")).toBeLessThan(html.indexOf("</head>"));
    expect(style).toContain(".flex{display:flex}");
    expect(style).toContain(".scale-50{");
    expect(style).not.toContain(".hidden");
    expect(style).not.toContain(".blur");
  });

  it("leaves out what shows only once a student points, taps or moves the focus", () => {
    expect(style).not.toMatch(/:hover|:focus|:active|@media/);
    expect(style).toContain(".disabled\\:flex:disabled{display:flex}");
  });

  it("leaves out transitions, which animate a change the first paint does not make", () => {
    expect(style).not.toMatch(/transition|--tw-ease|--tw-duration|\.ease-out/);
    expect(style).toContain(".duration-300{color:red}");
  });

  it("writes rules a browser reads whole: nothing between them drops the next", () => {
    expect(style).not.toMatch(/\};/);
  });

  it("starts each property its rules read at its initial value, in the lowest layer", () => {
    expect(style).toMatch(/^@layer properties\{\*,:before,:after,::backdrop\{--tw-scale-x:1;/);
    expect(style).not.toContain("@property");
    expect(style).not.toContain("--tw-blur");
    // A `<length>`'s 0 is written as registering it makes it: calc() needs a length.
    expect(style).toContain("--tw-ring-offset-width:0px");
    expect(style).not.toContain("@supports");
  });

  it("loads the whole stylesheet without holding the first paint: preloaded, linked at the end", () => {
    expect(html).toMatch(new RegExp(`<link rel="preload" href="${HREF}"[^>]* as="style"/></head>`));
    expect(html).toMatch(new RegExp(`<link rel="stylesheet" href="${HREF}"[^>]*></body>`));
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it("leaves a page of another build, and a page without stylesheets, as they are", () => {
    const other = page("<p>x</p>").replace(HREF, "/_next/static/chunks/other.css");
    expect(inline(other, NONCE)).toBe(other);
    expect(inline("<p>x</p>", NONCE)).toBe("<p>x</p>");
  });

  it("leaves the footer's own rules to the stylesheet on a page taller than a first screen", () => {
    const footer =
      '<footer class="hidden"><p class="blur">x</p><a data-messaging-button class="scale-50">w</a></footer>';
    const styleWith = (main: string) =>
      /<style nonce="[^"]+">(.*?)<\/style>/.exec(
        inline(page(`<main>${main}</main>${footer}`), NONCE),
      )?.[1];
    const short = styleWith("<p>x</p>");
    expect(short).toContain(".blur{");
    const long = styleWith(`<p class="flex">${"x".repeat(LONG_MAIN)}</p>`);
    expect(long).toContain(".flex{");
    expect(long).toContain(".hidden{"); // the footer's own element
    expect(long).not.toContain(".blur{");
    // The floating messaging button is on every screen: its rules stay.
    expect(long).toContain(".scale-50{");
  });

  it("drops a fallback the root's variables make dead, and a declaration said twice", () => {
    expect(style).toContain(
      ".font-sans{font-family:var(--text-sm);line-height:var(--text-sm--line-height);color:blue;color:red}",
    );
  });

  it("gives each language its own rules, not the other's", () => {
    const urdu = /<style nonce="[^"]+">(.*?)<\/style>/.exec(inline(page(used, "ur"), NONCE))?.[1];
    expect(style).toContain("--text-sm:.875rem");
    expect(style).not.toContain(":lang(ur)");
    // An Urdu page's root sets the sizes again: the English ones would be read by nothing.
    expect(urdu).toContain(":root:lang(ur){--text-sm:.9375rem}");
    expect(urdu).not.toContain("--text-sm:.875rem");
    expect(urdu).toContain("--text-sm--line-height:2");
  });

  it("leaves out the root's variables that none of the page's rules reads", () => {
    expect(style).toContain("--text-sm:.875rem");
    expect(style).not.toContain("--spacing");
  });

  it("is nothing without the build's plans (development)", () => {
    expect(loadCriticalCss(path.join(dir, "nowhere"))).toBeUndefined();
  });
});
