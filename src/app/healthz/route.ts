import { connection } from "next/server";

/** Liveness: the process answers. Touches no database, so a database outage never restarts us. */
export async function GET(): Promise<Response> {
  await connection();
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
