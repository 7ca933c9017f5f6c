/**
 * The marks that separate tags an editor types: the Latin comma, the Urdu comma «،» (what an
 * Urdu keyboard's comma key types) and the Arabic semicolon «؛» (decision 0047).
 */
const TAG_SEPARATORS = /[,\u060C\u061B]/;

/** The tags in a typed list, trimmed, without empty ones: "داخلے، لاہور بورڈ" is two tags. */
export function splitTags(typed: string): string[] {
  return typed
    .split(TAG_SEPARATORS)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== "");
}

/**
 * A content file's tags: a list whose entries may hold several tags ("داخلے، لاہور بورڈ"), or
 * one typed text, split as the workspace form splits it. Anything else is left for the rules.
 */
export function splitTagList(value: unknown): unknown {
  if (typeof value === "string") return splitTags(value);
  if (!Array.isArray(value)) return value;
  return value.flatMap((tag: unknown) =>
    typeof tag === "string" && TAG_SEPARATORS.test(tag) ? splitTags(tag) : [tag],
  );
}
