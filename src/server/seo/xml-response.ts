import "server-only";
import { connection } from "next/server";
import { serviceUnavailable } from "@/server/http/unavailable";
import { log } from "@/server/log";

/** Feeds and sitemaps are read every few minutes by crawlers and readers at most. */
const CACHE_CONTROL = "public, max-age=300";

/**
 * An XML document rendered at request time (never at build); 404 when there is nothing to show,
 * 503 while the database is away (crawlers retry), never a 500.
 */
export async function xmlResponse(
  type: "application/xml" | "application/rss+xml",
  render: () => Promise<string | null>,
): Promise<Response> {
  await connection();
  try {
    const body = await render();
    if (body === null) return new Response("Not Found", { status: 404 });
    return new Response(body, {
      headers: { "Content-Type": `${type}; charset=utf-8`, "Cache-Control": CACHE_CONTROL },
    });
  } catch (error) {
    log("error", "seo.render_failed", { type, error });
    return serviceUnavailable();
  }
}
