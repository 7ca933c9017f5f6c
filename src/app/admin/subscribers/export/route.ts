import { connection } from "next/server";
import { toIsoDate } from "@/lib/dates";
import { getDb } from "@/server/db/client";
import { authorizeAction } from "@/server/workspace/guard";
import { subscribersCsv } from "@/server/workspace/subscribers";

/**
 * Admins download the newsletter's subscribers as CSV. The check is here, in the handler: a page
 * link alone protects nothing. A download started by another site is refused like a write.
 */
export async function GET(request: Request): Promise<Response> {
  await connection();
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite !== null && fetchSite !== "same-origin" && fetchSite !== "none") {
    return new Response("Cross-site request refused", { status: 403 });
  }
  const access = await authorizeAction("subscribers:export");
  if (!access.ok) {
    const status = access.error === "signed-out" ? 401 : 403;
    return new Response(status === 401 ? "Log in first" : "Not allowed", { status });
  }
  const db = await getDb();
  const rows = subscribersCsv(db);
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await rows.next();
      if (next.done) controller.close();
      else controller.enqueue(new TextEncoder().encode(next.value));
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subscribers-${toIsoDate(new Date())}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
