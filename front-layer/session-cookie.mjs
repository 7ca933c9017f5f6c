// @ts-check
import { SESSION_COOKIE_NAMES } from "./contract.mjs";

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

/** Whether a Cookie header may carry a session, in any spelling: the header folded (decision 0017).
 * @param {string | string[] | undefined} header  the request's Cookie header(s) */
export function mayCarrySession(header) {
  if (header === undefined) return false;
  // Two rounds: a name percent-encoded twice still folds to the name.
  const folded = fold(decodeEscapes(decodeEscapes([header].flat().join(";"))));
  return FOLDED_NAMES.some((name) => folded.includes(name));
}
