// @ts-check

/**
 * The process-wide value called `name`, made by `create` on first use. Next.js bundles a module
 * once per bundle (instrumentation, pages, route handlers), each copy with its own module
 * variables; a symbol on globalThis is one for the whole process, whichever copy asks.
 * @template T
 * @param {string} name
 * @param {() => T} create
 * @returns {T}
 */
export function remember(name, create) {
  const key = Symbol.for(`parhai.${name}`);
  const holder = /** @type {Record<symbol, T | undefined>} */ (/** @type {unknown} */ (globalThis));
  if (!(key in holder)) holder[key] = create();
  return /** @type {T} */ (holder[key]);
}
