import { getAuth } from "@/server/auth/auth";
import { isDatabaseReady } from "@/server/db/health";
import { serviceUnavailable } from "@/server/http/unavailable";
import { log } from "@/server/log";

/** Better Auth's endpoints; while the database is away they answer 503 + Retry-After, not 500. */
async function handle(request: Request): Promise<Response> {
  try {
    const response = await (await getAuth()).handler(request);
    if (response.status < 500 || (await isDatabaseReady())) return response;
  } catch (error) {
    if (await isDatabaseReady()) throw error;
    log("warn", "auth.database_unavailable", { error });
  }
  return serviceUnavailable();
}

export { handle as GET, handle as POST };
