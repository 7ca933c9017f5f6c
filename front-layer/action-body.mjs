// @ts-check
import { IncomingMessage } from "node:http";
import { createRequire } from "node:module";
import { argumentsProblem, formProblem } from "./action-arguments.mjs";
import { ACTION_BODY_LIMIT, actionBodyLimit } from "./contract.mjs";

/**
 * Server-action bodies checked before Next.js decodes them (issue 21). Next.js 16 answers a body
 * its decoder cannot read (text that is not JSON, a broken multipart body) with a 500; the front
 * layer reads the body first, answers 400 (413 when too big) for one that cannot be an action's,
 * and hands Next.js a copy of the request that replays the body it read.
 *
 * @typedef {import("./request-checks.mjs").Refusal} Refusal
 */

// Next.js's limit for an action's body on a public page; the workspace's is larger (contract.mjs).
export { ACTION_BODY_LIMIT };

/**
 * The kind of body Next.js would decode as a server action, as Next.js decides it
 * (server-action-request-meta.js): any multipart POST, or a POST naming an action.
 * @param {IncomingMessage} req
 * @returns {"multipart" | "reply" | undefined}
 */
export function actionBodyKind(req) {
  if (req.method !== "POST") return undefined;
  const type = req.headers["content-type"] ?? "";
  if (type.startsWith("multipart/form-data")) return "multipart";
  if (type === "application/x-www-form-urlencoded") return undefined;
  return req.headers["next-action"] !== undefined ? "reply" : undefined;
}

/**
 * Reads the body and checks it can be an action's: a refusal, or the request to hand on.
 * @param {IncomingMessage} req
 * @param {"multipart" | "reply"} kind
 * @returns {Promise<{ refusal: Refusal } | { request: IncomingMessage } | { gone: true }>}
 */
export async function checkActionBody(req, kind) {
  const limit = actionBodyLimit((req.url ?? "/").split("?")[0] ?? "/");
  const body = await readBody(req, limit);
  if (body === null) return { gone: true };
  if (body === undefined) {
    const megabytes = Math.round(limit / 1024 / 1024);
    return { refusal: plain(413, `Payload Too Large: a form sends at most ${megabytes} MB.`) };
  }
  const problem =
    kind === "multipart"
      ? await multipartProblem(
          body,
          String(req.headers["content-type"]),
          req.headers["next-action"] !== undefined,
        )
      : argumentsProblem(body.toString("utf8"));
  if (problem) return { refusal: plain(400, `Bad Request: ${problem}`) };
  return { request: replay(req, body) };
}

/** @param {number} status @param {string} body @returns {Refusal} */
function plain(status, body) {
  return { status, type: "text/plain; charset=utf-8", body };
}

/**
 * The whole body; undefined once it passes `limit` (the rest is then discarded unread); null when
 * the client went away first.
 * @param {IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<Buffer | undefined | null>}
 */
function readBody(req, limit) {
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    /** @param {Buffer | undefined | null} result */
    const finish = (result) => {
      req.off("data", onData).off("end", onEnd).off("close", onClose).off("error", onClose);
      resolve(result);
    };
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else {
        req.resume();
        finish(undefined);
      }
    };
    const onEnd = () => finish(Buffer.concat(chunks));
    const onClose = () => finish(null);
    req.on("data", onData).on("end", onEnd).on("close", onClose).on("error", onClose);
  });
}

/**
 * @typedef {import("node:stream").Writable & {
 *   on(event: "field", listener: (name: string | undefined, value: string) => void): unknown,
 *   on(event: "file", listener: (name: string, stream: import("node:stream").Readable) => void): unknown,
 *   on(event: "error" | "close", listener: () => void): unknown,
 * }} Busboy
 */

// Next.js reads a fetch action's multipart body with its copy of busboy (action-handler.js).
const createBusboy = /** @type {(options: object) => Busboy} */ (
  createRequire(import.meta.url)("next/dist/compiled/busboy")
);

/**
 * The names of a multipart body's fields as busboy reads them (files are skipped; a field with
 * an empty or no name has none), or null when it cannot read the body.
 * @param {Buffer} body
 * @param {string} type
 * @returns {Promise<(string | undefined)[] | null>}
 */
function busboyFieldNames(body, type) {
  return new Promise((resolve) => {
    /** @type {(string | undefined)[]} */
    const names = [];
    let parser;
    try {
      parser = createBusboy({
        defParamCharset: "utf8",
        headers: { "content-type": type },
        limits: { fieldSize: body.length },
      });
    } catch {
      resolve(null);
      return;
    }
    parser.on("field", (name) => names.push(name));
    parser.on("file", (_name, stream) => stream.resume());
    parser.on("error", () => resolve(null));
    parser.on("close", () => resolve(names));
    parser.end(body);
  });
}

/**
 * Why React's reply decoder would throw on these fields (a TypeError, so Next.js answers 500): a
 * field without a name, or one part of the arguments twice (a name that is a number, "0", "00",
 * "S1", is read as that part).
 * @param {(string | undefined)[]} names
 */
function fieldNamesProblem(names) {
  if (names.some((name) => name === undefined)) return "a part of the form has no name.";
  const seen = new Set();
  for (const name of /** @type {string[]} */ (names)) {
    const id = name.startsWith("S") && name.length > 1 ? Number(name.slice(1)) : Number(name);
    if (Number.isNaN(id)) continue;
    if (seen.has(id)) return "a part of the action's arguments is sent twice.";
    seen.add(id);
  }
  return undefined;
}

const NOT_ENCODED = "the form data is not correctly encoded.";

/**
 * Why a multipart body cannot be an action's, or undefined when it can. It must be readable by
 * both parsers Next.js uses: the platform's Request.formData() (forms posted without JavaScript)
 * and, for an action the page's script calls, busboy, which refuses some bodies the platform
 * takes (a control character in a file's name).
 * @param {Buffer} body
 * @param {string} type
 * @param {boolean} fetchAction
 */
async function multipartProblem(body, type, fetchAction) {
  /** @type {FormData} */
  let form;
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { "content-type": type },
    }).formData();
  } catch {
    return NOT_ENCODED;
  }
  if (fetchAction) {
    const names = await busboyFieldNames(body, type);
    if (names === null) return NOT_ENCODED;
    const problem = fieldNamesProblem(names);
    if (problem) return problem;
  }
  return formProblem(form, fetchAction);
}

/**
 * A copy of the request whose body is `body` again, for Next.js to read. Same socket (address,
 * TLS), method, address and headers.
 * @param {IncomingMessage} req
 * @param {Buffer} body
 */
function replay(req, body) {
  const copy = new IncomingMessage(req.socket);
  copy.method = req.method;
  copy.url = req.url;
  copy.headers = req.headers;
  copy.rawHeaders = req.rawHeaders;
  copy.httpVersion = req.httpVersion;
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  // Received in full: otherwise, once read, the copy would count as aborted and close the socket.
  copy.complete = true;
  copy.push(body);
  copy.push(null);
  return copy;
}
