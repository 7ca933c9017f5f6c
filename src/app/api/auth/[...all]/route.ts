import { getAuth } from "@/server/auth/auth";
import { isDatabaseReady } from "@/server/db/health";
import { withClientAddress } from "@/server/http/client-address";
import { serviceUnavailable } from "@/server/http/unavailable";
import { log } from "@/server/log";

/** Better Auth's endpoints; while the database is away they answer 503 + Retry-After, not 500. */
async function handle(request: Request): Promise<Response> {
  try {
    const auth = await getAuth();
    // Better Auth reads the client's address from the header this adds (never one a client sent).
    const response = await auth.handler(
      new Request(request, { headers: withClientAddress(request.headers) }),
    );
    if (response.status < 500 || (await isDatabaseReady())) return response;
  } catch (error) {
    if (await isDatabaseReady()) throw error;
    log("warn", "auth.database_unavailable", { error });
  }
  return serviceUnavailable();
}

export { handle as GET, handle as POST };
