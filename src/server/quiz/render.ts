import "server-only";
import katex from "katex";
import { escapeHtml } from "@/lib/escape-html";
import { memoized } from "@/lib/memo.mjs";

/**
 * Question text to HTML on the server (decision 0080): plain text escaped, LaTeX between `$…$`
 * (inline) or `$$…$$` (display) rendered by KaTeX, so no mathematics code reaches the browser.
 * Mathematics is always left to right, also inside an Urdu question. `\$` is a dollar sign.
 */

const ANNOTATION = /<annotation encoding="application\/x-tex">[^<]*<\/annotation>/g;
const MATH = /\$\$([^$]+)\$\$|\$((?:\\\$|[^$])+)\$/g;

/** Each formula rendered once: every graded submission shows its quiz's formulas again. */
const renderedMath = memoized(4000, (key) => renderFormula(key.slice(1), key[0] === "D"));
const renderMath = (latex: string, displayMode: boolean) =>
  renderedMath(`${displayMode ? "D" : "I"}${latex}`);

function renderFormula(latex: string, displayMode: boolean): string {
  // An editor's broken LaTeX shows as red source (throwOnError off), never as a failed page;
  // trust off keeps \href and \includegraphics out.
  const html = katex.renderToString(latex, {
    displayMode,
    throwOnError: false,
    trust: false,
    strict: "ignore",
    maxSize: 20,
    maxExpand: 200,
  });
  // MathML for screen readers, without its copy of the LaTeX source (the annotation).
  return `<span dir="ltr" class="quiz-math">${html.replace(ANNOTATION, "")}</span>`;
}

/** The HTML of one text with its mathematics. */
export function renderQuizText(source: string): string {
  let out = "";
  let last = 0;
  for (const match of source.matchAll(MATH)) {
    out += escapeHtml(source.slice(last, match.index).replaceAll("\\$", "$"));
    out += match[1] !== undefined ? renderMath(match[1], true) : renderMath(match[2]!, false);
    last = match.index + match[0].length;
  }
  return out + escapeHtml(source.slice(last).replaceAll("\\$", "$"));
}
