// @ts-check
import { SESSION_COOKIE_NAMES } from "./contract.mjs";

/**
 * Whether a Cookie header may carry a session, in any spelling a cookie parser might accept.
 * Better Auth trims names with String#trim (any unicode space), others decode percent-escapes or
 * ignore case, and the `__Secure-`/`__Host-` prefixes come and go. So the whole header is folded
 * (escapes decoded, unicode compatibility forms, lower case, letters and digits only) and searched
 * for a folded session name. A false alarm costs one render; a miss would serve a student's page
 * to strangers (issue 21), so the test leans to false alarms.
 */

/** @param {string} text */
const fold = (text) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
const FOLDED_NAMES = SESSION_COOKIE_NAMES.map(fold);

/** Decodes every well-formed %XX escape; leaves malformed ones as they are.
 * @param {string} text */
function decodeEscapes(text) {
  return text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      // Bytes that are not UTF-8: each byte as its Latin-1 character keeps ASCII names readable.
      return run.replace(/%([0-9a-f]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
    }
  });
}

/** @param {string | string[] | undefined} header  the request's Cookie header(s) */
export function mayCarrySession(header) {
  if (header === undefined) return false;
  // Two rounds: a name percent-encoded twice still folds to the name.
  const folded = fold(decodeEscapes(decodeEscapes([header].flat().join(";"))));
  return FOLDED_NAMES.some((name) => folded.includes(name));
}
