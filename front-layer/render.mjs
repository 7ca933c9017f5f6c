// @ts-check
import { Agent, request } from "node:http";
import { pipeline } from "node:stream";
import { NOT_FOUND_MARK } from "./contract.mjs";
import { createNonce, inlineScriptHashes, withScriptSources } from "./inline-scripts.mjs";

/**
 * Renders the edge keeps or hashes come from Next.js's own request handler, listening on a unix
 * socket in a folder only this account can read (main.mjs): an ordinary HTTP request, read whole,
 * so the edge needs nothing of how Next.js writes a response (decision 0057). A document is
 * rendered with a secret nonce, whose scripts are then hashed into its policy (decision 0009).
 *
 * @typedef {import("node:http").OutgoingHttpHeaders} Headers
 * @typedef {{ status: number, headers: [string, string][], body: Buffer }} Page
 * @typedef {object} Ask
 * @property {string} method
 * @property {string} path
 * @property {Headers} headers  exactly what Next.js sees
 * @property {boolean} document  rendered with a nonce and its scripts hashed into `policy`
 * @property {import("node:stream").Readable} [body]  the client's request, for a form's post
 * @property {AbortSignal} [signal]
 */

// Made again for each response the edge sends.
const PER_RESPONSE =
  /^(?:connection|keep-alive|transfer-encoding|content-length|date|x-request-id)$/;

/**
 * @param {string} socketPath
 * @param {string} policy  the Content-Security-Policy a page's hashes are added to
 */
export function createRenderer(socketPath, policy) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  /** @param {Ask} ask @returns {Promise<Page>} */
  return async function render(ask) {
    const nonce = createNonce();
    /** @type {Headers} */
    const headers = {};
    for (const [name, value] of Object.entries(ask.headers))
      if (value !== undefined) headers[name] = value;
    // Next.js puts the nonce it finds in the request's policy on every script it writes. The
    // page is compressed by the edge once kept, so Next.js sends it as it is.
    if (ask.document) headers["content-security-policy"] = `script-src 'nonce-${nonce}'`;
    delete headers["accept-encoding"];
    const page = await fetchPage(agent, socketPath, { ...ask, headers });
    const html = headerValue(page.headers, "content-type")?.startsWith("text/html") === true;
    if (!html || !ask.document) return page;
    const text = page.body.toString("utf8");
    const hashed = withScriptSources(policy, inlineScriptHashes(text, nonce));
    // A page that rendered its not-found screen answers 404 (contract.mjs, NOT_FOUND_MARK).
    const notFound = page.status === 200 && text.includes(NOT_FOUND_MARK);
    return {
      status: notFound ? 404 : page.status,
      headers: [...page.headers, ["content-security-policy", hashed]],
      body: page.body,
    };
  };
}

/**
 * An answer over a unix socket, read whole. @param {Agent} agent @param {string} socketPath
 * @param {Omit<Ask, "document">} ask @returns {Promise<Page>}
 */
export function fetchPage(agent, socketPath, { method, path, headers, body, signal }) {
  return new Promise((resolve, reject) => {
    const options = { agent, socketPath, method, path, headers, signal };
    const out = request(options, (answer) => {
      /** @type {Buffer[]} */
      const chunks = [];
      answer.on("data", (chunk) => chunks.push(chunk));
      answer.on("error", reject);
      answer.on("end", () => {
        /** @type {[string, string][]} */
        const pairs = [];
        const raw = answer.rawHeaders;
        for (let i = 0; i + 1 < raw.length; i += 2) {
          const name = String(raw[i]).toLowerCase();
          if (!PER_RESPONSE.test(name)) pairs.push([name, String(raw[i + 1])]);
        }
        resolve({ status: answer.statusCode ?? 502, headers: pairs, body: Buffer.concat(chunks) });
      });
    });
    out.on("error", reject);
    if (body) pipeline(body, out, () => undefined);
    else out.end();
  });
}

/** @param {[string, string][]} headers @param {string} name  lower case */
export function headerValue(headers, name) {
  return headers.find(([key]) => key === name)?.[1];
}
