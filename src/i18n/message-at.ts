/**
 * A message's text by its path in a nested messages object (["nav", "admission", "title"]), or
 * null when there is none there. Own keys only: no path reads what objects inherit.
 */
export function messageAt(messages: unknown, path: readonly string[]): string | null {
  let value: unknown = messages;
  for (const key of path) {
    if (typeof value !== "object" || value === null || !Object.hasOwn(value, key)) return null;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === "string" ? value : null;
}
