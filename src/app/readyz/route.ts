import { connection } from "next/server";
import { isDatabaseReady } from "@/server/db/health";
import { serviceUnavailable } from "@/server/http/unavailable";

/** Readiness: the database answers. A load balancer stops sending students here while it is 503. */
export async function GET(): Promise<Response> {
  await connection();
  if (await isDatabaseReady()) {
    return Response.json({ status: "ready" }, { headers: { "Cache-Control": "no-store" } });
  }
  return serviceUnavailable({ status: "unavailable" });
}
