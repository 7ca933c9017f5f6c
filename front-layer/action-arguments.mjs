// @ts-check

/**
 * What a server action's arguments may look like before Next.js decodes them (issue 21). React's
 * decoder (decodeReply) answers a reference to a row that is not there, or a type it cannot build,
 * with an error Next.js turns into a 500, so arguments are checked here against what the portal's
 * own forms send: JSON values, FormData ("$K"), and the few plain values React writes as "$" words.
 * An action that takes a Map, a Set, a file outside a form, a promise or another action would need
 * its tag added to PLAIN_TAGS.
 */

// "$$…" (a string that starts with "$"), undefined, NaN, ±Infinity, -0, a Date, a BigInt, a
// FormData's fields ("$K" + its prefix); "$0" and "$0:path" point back into the arguments.
const PLAIN_TAGS = /^\$(?:\$|undefined$|NaN$|-?Infinity$|-0$|D|n-?\d+$|K[0-9a-f]*$)/;
const ROOT_PATH = /^\$0(?::|$)/;
const MAX_DEPTH = 64;

/**
 * Why `text` cannot be an action's arguments (React's encodeReply text), or undefined.
 * @param {string} text
 * @returns {string | undefined}
 */
export function argumentsProblem(text) {
  /** @type {unknown} */
  let root;
  try {
    root = JSON.parse(text);
  } catch {
    return "the action's arguments are not valid JSON.";
  }
  if (!Array.isArray(root)) return "the action's arguments are not a list.";
  /** @type {[unknown, number][]} */
  const pending = [[root, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, depth] = next;
    if (depth > MAX_DEPTH) return "the action's arguments are nested too deeply.";
    if (typeof value === "string" && value.startsWith("$")) {
      if (!PLAIN_TAGS.test(value) && !(ROOT_PATH.test(value) && resolves(root, value))) {
        return "the action's arguments hold a reference that cannot be read.";
      }
    } else if (value !== null && typeof value === "object") {
      for (const item of Object.values(value)) pending.push([item, depth + 1]);
    }
  }
  return undefined;
}

/**
 * Whether "$0:a:b" names a value inside `root`, as React follows it.
 * @param {unknown} root
 * @param {string} reference
 */
function resolves(root, reference) {
  let value = root;
  for (const key of reference.split(":").slice(1)) {
    if (value === null || typeof value !== "object" || !Object.hasOwn(value, key)) return false;
    value = /** @type {Record<string, unknown>} */ (value)[key];
  }
  return true;
}

/**
 * Why a multipart action body cannot be decoded, or undefined. A fetch action (it names itself in
 * the Next-Action header) carries its arguments in part "0"; a form posted without JavaScript
 * names its action in a field: "$ACTION_ID_<id>", or "$ACTION_REF_<n>" with the action and its
 * bound arguments in "$ACTION_<n>:0" and the part that names.
 * @param {FormData} form
 * @param {boolean} fetchAction
 * @returns {string | undefined}
 */
export function formProblem(form, fetchAction) {
  if (fetchAction) {
    const root = form.get("0");
    return typeof root === "string"
      ? argumentsProblem(root)
      : "the action's arguments are missing.";
  }
  for (const key of form.keys()) {
    const bound = /^\$ACTION_REF_(.*)$/.exec(key);
    if (bound) return boundActionProblem(form, `$ACTION_${bound[1]}:`);
  }
  return undefined;
}

/**
 * @param {FormData} form
 * @param {string} prefix
 */
function boundActionProblem(form, prefix) {
  /** @type {unknown} */
  let meta;
  try {
    meta = JSON.parse(String(form.get(`${prefix}0`)));
  } catch {
    return undefined; // Next.js answers 400 itself when it cannot read which action this is.
  }
  const bound = meta !== null && typeof meta === "object" && "bound" in meta ? meta.bound : null;
  if (bound === null) return undefined;
  const row = typeof bound === "string" ? /^\$@([0-9a-f]+)$/.exec(bound) : null;
  const part = row ? form.get(`${prefix}${parseInt(row[1] ?? "", 16)}`) : null;
  if (typeof part !== "string") return "the form's bound arguments are missing.";
  return argumentsProblem(part);
}
