import { getAuth } from "@/server/auth/auth";
import { isDatabaseReady } from "@/server/db/health";
import { withClientAddress } from "@/server/http/client-address";
import { serviceUnavailable } from "@/server/http/unavailable";
import { log } from "@/server/log";

/**
 * The request as Better Auth gets it, with the header of the client's address it reads (never one
 * a client sent). Built from its parts: on Node 24, `new Request(request, init)` with the request
 * Next.js hands over fails on a body ("Cannot read private member #state"). Auth bodies are small
 * forms and JSON, read whole.
 */
async function withAddress(request: Request): Promise<Request> {
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(request.url, {
    method: request.method,
    headers: withClientAddress(request.headers),
    body: hasBody ? await request.arrayBuffer() : undefined,
  });
}

/** Better Auth's endpoints; while the database is away they answer 503 + Retry-After, not 500. */
async function handle(request: Request): Promise<Response> {
  try {
    const auth = await getAuth();
    const response = await auth.handler(await withAddress(request));
    if (response.status < 500 || (await isDatabaseReady())) return response;
  } catch (error) {
    if (await isDatabaseReady()) throw error;
    log("warn", "auth.database_unavailable", { error });
  }
  return serviceUnavailable();
}

export { handle as GET, handle as POST };
