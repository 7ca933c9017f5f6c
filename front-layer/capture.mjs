// @ts-check

/**
 * @typedef {import("node:http").ServerResponse} ServerResponse
 * @typedef {{ status: number, headers: import("node:http").OutgoingHttpHeaders, body: Buffer }} Captured
 */

const PATCHED = ["writeHead", "write", "end", "flushHeaders", "headersSent", "writableEnded"];

/**
 * Holds back what Next.js writes to `res` until it ends the response, so the front layer can read
 * the whole page (to hash its scripts and compress or cache it) before anything is sent. Resolves
 * null when the client goes away first. The response's own methods are restored before the
 * promise resolves, so the caller then sends the result through `res` as usual.
 * @param {ServerResponse} res
 * @returns {Promise<Captured | null>}
 */
export function captureResponse(res) {
  /** @type {Buffer[]} */
  const chunks = [];
  let started = false;
  let ended = false;
  return new Promise((resolve) => {
    const restore = () => {
      for (const name of PATCHED) Reflect.deleteProperty(res, name);
    };
    res.once("close", () => {
      if (ended) return;
      restore();
      resolve(null);
    });
    Object.defineProperty(res, "headersSent", { configurable: true, get: () => started });
    Object.defineProperty(res, "writableEnded", { configurable: true, get: () => ended });
    Object.assign(res, {
      /** @type {(status: number, ...rest: unknown[]) => ServerResponse} */
      writeHead(status, ...rest) {
        res.statusCode = status;
        const headers = rest.find((r) => typeof r === "object" && r !== null);
        for (const [name, value] of headerPairs(headers)) res.setHeader(name, value);
        started = true;
        return res;
      },
      /** @type {(chunk: unknown, ...rest: unknown[]) => boolean} */
      write(chunk, ...rest) {
        started = true;
        chunks.push(toBuffer(chunk, rest[0]));
        callBack(rest);
        return true;
      },
      /** @type {(...args: unknown[]) => ServerResponse} */
      end(...args) {
        if (ended) return res;
        if (args[0] !== undefined && args[0] !== null && typeof args[0] !== "function") {
          chunks.push(toBuffer(args[0], args[1]));
        }
        ended = true;
        started = true;
        restore();
        callBack(args);
        resolve({ status: res.statusCode, headers: res.getHeaders(), body: Buffer.concat(chunks) });
        return res;
      },
      flushHeaders() {},
    });
  });
}

/**
 * writeHead's headers: an object, or a raw array ([name, value, name, value] or pairs).
 * @param {unknown} headers
 * @returns {[string, string | number | string[]][]}
 */
function headerPairs(headers) {
  if (!headers) return [];
  if (!Array.isArray(headers)) {
    return Object.entries(/** @type {Record<string, string | number | string[]>} */ (headers));
  }
  if (headers.every((h) => Array.isArray(h))) {
    return /** @type {[string, string][]} */ (headers);
  }
  /** @type {[string, string][]} */
  const pairs = [];
  for (let i = 0; i + 1 < headers.length; i += 2) pairs.push([headers[i], headers[i + 1]]);
  return pairs;
}

/**
 * @param {unknown} chunk
 * @param {unknown} encoding
 */
function toBuffer(chunk, encoding) {
  if (typeof chunk === "string") {
    return Buffer.from(
      chunk,
      typeof encoding === "string" ? /** @type {BufferEncoding} */ (encoding) : "utf8",
    );
  }
  // A copy: the writer may reuse its buffer once write() returns.
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  throw new TypeError("The response body must be a string or bytes");
}

/** Node calls a write's or end's callback once the data is out; here it is taken at once.
 * @param {unknown[]} args */
function callBack(args) {
  const callback = args.find((a) => typeof a === "function");
  if (typeof callback === "function") process.nextTick(callback);
}
