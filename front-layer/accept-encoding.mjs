// @ts-check

/**
 * @typedef {"br" | "gzip"} Encoding
 */

/**
 * The best encoding a request accepts among `available`: brotli before gzip, as Accept-Encoding
 * weighs them (`q=0` refuses one, `*` stands for any not named). Undefined means the bytes as
 * they are, which RFC 9110 allows even when a client refuses identity.
 * @param {string | string[] | undefined} header
 * @param {readonly Encoding[]} [available]
 * @returns {Encoding | undefined}
 */
export function preferredEncoding(header, available = ["br", "gzip"]) {
  if (header === undefined) return undefined;
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of (Array.isArray(header) ? header.join(",") : header).split(",")) {
    const [rawName = "", ...parameters] = part.split(";");
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    const q = parameters.map((p) => /^\s*q\s*=(.*)$/i.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q.trim() || "x");
    weights.set(name === "x-gzip" ? "gzip" : name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (/** @type {string} */ name) => weights.get(name) ?? weights.get("*") ?? 0;
  /** @type {Encoding | undefined} */
  let best;
  // In order of preference: a later one wins only with a strictly higher weight.
  for (const encoding of /** @type {const} */ (["br", "gzip"])) {
    if (!available.includes(encoding) || weightOf(encoding) <= 0) continue;
    if (best === undefined || weightOf(encoding) > weightOf(best)) best = encoding;
  }
  return best;
}
