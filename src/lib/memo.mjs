// @ts-check

/**
 * `compute`, remembered for up to `limit` distinct inputs: for pure work that every request
 * repeats on a few values (the page a GET /api/me names, that page's personal scope). When full
 * it starts again, so a flood of distinct inputs costs no more than no memo; long inputs are
 * computed each time rather than held.
 * @template T
 * @param {number} limit
 * @param {(input: string) => T} compute
 * @returns {(input: string) => T}
 */
export function memoized(limit, compute) {
  /** @type {Map<string, T>} */
  const known = new Map();
  return (input) => {
    if (input.length > MAX_INPUT_LENGTH) return compute(input);
    if (known.has(input)) return /** @type {T} */ (known.get(input));
    if (known.size >= limit) known.clear();
    const value = compute(input);
    known.set(input, value);
    return value;
  };
}

const MAX_INPUT_LENGTH = 4096;
