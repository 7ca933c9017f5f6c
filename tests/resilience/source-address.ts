import { request } from "node:http";

/**
 * A fetch that connects from the given loopback address (127.0.0.2, 127.0.0.3...: Linux answers
 * for all of 127.0.0.0/8), so a test can stand for many clients, each with its own socket
 * address, the only address a server believes without a trusted proxy. Plain http, no redirects
 * followed: enough for the API and server-action requests the tests send.
 */
export function fetchFrom(localAddress: string): typeof fetch {
  return async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const prepared = new Request(url, { ...init, redirect: "manual" });
    const body = prepared.body ? Buffer.from(await prepared.arrayBuffer()) : undefined;
    const headers = Object.fromEntries(prepared.headers);
    if (body) headers["content-length"] = String(body.length);
    return new Promise<Response>((resolve, reject) => {
      const sent = request(
        url,
        { method: prepared.method, headers, localAddress, signal: init.signal ?? undefined },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
          incoming.on("error", reject);
          incoming.on("end", () => {
            const answer = new Headers();
            for (const [name, value] of Object.entries(incoming.headers)) {
              for (const one of Array.isArray(value) ? value : [value ?? ""]) {
                answer.append(name, one);
              }
            }
            const status = incoming.statusCode ?? 500;
            const content = status === 204 || status === 304 ? null : Buffer.concat(chunks);
            resolve(new Response(content, { status, headers: answer }));
          });
        },
      );
      sent.on("error", reject);
      sent.end(body);
    });
  };
}
