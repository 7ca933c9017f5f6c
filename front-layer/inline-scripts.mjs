// @ts-check
import { createHash, randomBytes } from "node:crypto";

/**
 * A page served from the cache cannot carry a per-response nonce, so its policy lists the SHA-256
 * of each inline script instead (decision 0009). Only the scripts Next.js and React wrote are
 * listed: they carry the secret nonce of the request that rendered the page, which no stored
 * content can know, so a script smuggled into the HTML is still blocked.
 */

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;

/** 128 random bits, base64: unguessable, as a CSP nonce must be. */
export function createNonce() {
  return randomBytes(16).toString("base64");
}

/**
 * The CSP hash sources ('sha256-…') of the inline scripts in `html` that carry `nonce`, in order
 * and without repeats. Scripts with a src are allowed by 'self' and need none.
 * @param {string} html
 * @param {string} nonce
 * @returns {string[]}
 */
export function inlineScriptHashes(html, nonce) {
  const marker = `nonce="${nonce}"`;
  const hashes = new Set();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (!attributes.includes(marker) || SRC_ATTRIBUTE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The policy with `sources` added to its script-src directive (or to default-src's copy, when it
 * has no script-src). A policy that already allows any inline script is left alone.
 * @param {string} policy
 * @param {string[]} sources
 * @returns {string}
 */
export function withScriptSources(policy, sources) {
  if (sources.length === 0) return policy;
  const directives = policy.split(";").map((d) => d.trim());
  const index = directives.findIndex((d) => /^script-src\s/i.test(d));
  if (index === -1) {
    const fallback = directives.find((d) => /^default-src\s/i.test(d));
    const base = fallback ? fallback.replace(/^default-src/i, "script-src") : "script-src 'self'";
    return [...directives, `${base} ${sources.join(" ")}`].join("; ");
  }
  const directive = /** @type {string} */ (directives[index]);
  if (directive.includes("'unsafe-inline'")) return policy;
  directives[index] = `${directive} ${sources.join(" ")}`;
  return directives.join("; ");
}
