// @ts-check
import { once } from "node:events";
import { Agent, createServer, request } from "node:http";
import { buffer } from "node:stream/consumers";
import { scriptsAfterFirstPaint } from "./after-first-paint.mjs";
import { FORBIDDEN_MARK, NOT_FOUND_MARK } from "./contract.mjs";
import { createNonce, inlineScriptHashes, withScriptSources } from "./inline-scripts.mjs";

/**
 * @typedef {Record<string, string | string[]>} Headers  lower-case names
 * @typedef {{ status: number, headers: Headers, body: Buffer }} Page
 * @typedef {object} Ask
 * @property {string} method
 * @property {string} path
 * @property {import("node:http").OutgoingHttpHeaders} headers  exactly what Next.js sees
 * @property {boolean} [document]  rendered with a nonce, its scripts hashed into the policy
 * @property {import("node:stream").Readable} [body]  the client's request, for a form's post
 * @property {AbortSignal} [signal]
 */

// Made again for each response the edge sends.
const PER_RESPONSE =
  /^(?:connection|keep-alive|transfer-encoding|content-length|date|x-request-id)$/;

/** The headers that have a value, without those `dropped` names.
 * @param {Record<string, unknown>} headers @param {RegExp} [dropped] */
const present = (headers, dropped) =>
  /** @type {Headers} */ (
    Object.fromEntries(
      Object.entries(headers).filter(([k, v]) => v !== undefined && !dropped?.test(k)),
    )
  );

/**
 * Renders over Next's own handler on a private socket, read whole; a document's scripts that carry
 * its secret nonce are hashed into its policy (decisions 0009, 0057).
 * @param {string} socketPath @param {string} policy  the policy a page's hashes are added to
 * @param {(html: string, nonce: string) => string} [withCriticalCss]  critical-css.mjs
 */
export function createRenderer(socketPath, policy, withCriticalCss) {
  const fetchFrom = socketFetcher(socketPath, 64);
  /** @param {Ask} ask @returns {Promise<Page>} */
  return async function render(ask) {
    const nonce = createNonce();
    // The edge compresses what it keeps: Next.js sends it as it is.
    const headers = { ...ask.headers, "accept-encoding": undefined };
    // Next.js puts the nonce it finds in the request's policy on every script it writes.
    if (ask.document) headers["content-security-policy"] = `script-src 'nonce-${nonce}'`;
    const page = await fetchFrom({ ...ask, headers });
    if (!ask.document || !String(page.headers["content-type"]).startsWith("text/html")) return page;
    const rendered = page.body.toString("utf8");
    const styled = withCriticalCss ? withCriticalCss(rendered, nonce) : rendered;
    const html = scriptsAfterFirstPaint(styled, nonce);
    const hashes = inlineScriptHashes(html, nonce);
    // The nonce only told the application's scripts from any in content; the policy names their
    // hashes, not it, so the page is sent without it (decision 0110).
    const sent = html.replaceAll(` nonce="${nonce}"`, "");
    if (sent !== rendered) page.body = Buffer.from(sent);
    page.headers["content-security-policy"] = withScriptSources(policy, hashes);
    // A page that rendered its not-found or forbidden screen in place (contract.mjs).
    if (page.status === 200 && html.includes(NOT_FOUND_MARK)) page.status = 404;
    else if (page.status === 200 && html.includes(FORBIDDEN_MARK)) page.status = 403;
    return page;
  };
}

/**
 * Answers over a unix socket, read whole. @param {string} socketPath @param {number} maxSockets
 * @returns {(ask: Ask) => Promise<Page>}
 */
export function socketFetcher(socketPath, maxSockets) {
  const agent = new Agent({ keepAlive: true, maxSockets });
  return async ({ method, path, headers, body, signal }) => {
    const out = request({ agent, socketPath, method, path, headers: present(headers), signal });
    // An error before the answer rejects `once`; one after it (body left unread) is ignored (0057).
    out.on("error", () => undefined);
    if (body) body.pipe(out);
    else out.end();
    const [answer] = /** @type {[import("node:http").IncomingMessage]} */ (
      await once(out, "response")
    );
    const kept = present(answer.headers, PER_RESPONSE);
    const page = { status: answer.statusCode ?? 502, headers: kept, body: await buffer(answer) };
    // What Next.js left unread of the client's body is read and dropped: the connection goes on.
    if (body && !body.readableEnded) {
      body.unpipe(out).resume();
      out.destroy();
    }
    return page;
  };
}

/** A server only the edge's agent asks; the agent alone closes idle sockets (decision 0057).
 * @param {string} socketPath @param {import("node:http").RequestListener} listener */
export async function serveOnSocket(socketPath, listener) {
  const server = createServer(listener);
  server.keepAliveTimeout = 0;
  await once(server.listen(socketPath), "listening");
  return server;
}
