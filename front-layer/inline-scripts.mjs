// @ts-check
import { createHash, randomBytes } from "node:crypto";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;

/** 128 random bits, base64: unguessable, as a CSP nonce must be. */
export function createNonce() {
  return randomBytes(16).toString("base64");
}

/**
 * The hash sources ('sha256-…') of the inline scripts in `html` that carry `nonce`, in order and
 * without repeats, for a kept page's policy (decision 0009); a script with a src is allowed by
 * 'self'. @param {string} html @param {string} nonce @returns {string[]}
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

/** The edge's policy (security-headers.mjs) with `sources` added to its script-src.
 * @param {string} policy @param {string[]} sources */
export function withScriptSources(policy, sources) {
  return policy.replace(/script-src [^;]*/, (directive) => [directive, ...sources].join(" "));
}
