import { connection } from "next/server";
import { livenessAnswer } from "@/server/ops/liveness";

/**
 * Liveness: the process answers. Touches no database, so a database outage never restarts us;
 * only a failed embedded database's thread, which ends the process anyway, fails it (decision 0060).
 */
export async function GET(): Promise<Response> {
  await connection();
  return livenessAnswer();
}
