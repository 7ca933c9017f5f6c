// @ts-check
// A load balancer's id is kept so its logs and ours line up; anything odd is replaced, so a
// client cannot write newlines or megabytes into our logs through this header.
const ACCEPTED = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The request id to use: the incoming x-request-id when it looks like one, else a new UUID.
 * @param {string | string[] | null | undefined} incoming
 * @returns {string}
 */
export function requestIdFor(incoming) {
  return typeof incoming === "string" && ACCEPTED.test(incoming) ? incoming : crypto.randomUUID();
}
