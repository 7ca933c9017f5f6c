import type { NextRequest } from "next/server";
import { readSearchParams } from "@/lib/route-manifest.mjs";
import { parseTagFilter } from "@/server/feed/tag-filter";
import { renderUpdatesFeed } from "@/server/seo/rss";
import { xmlResponse } from "@/server/seo/xml-response";

/** RSS 2.0 of the newest updates; `?tag=` keeps one tag's (decision 0027). */
export async function GET(request: NextRequest): Promise<Response> {
  const filter = parseTagFilter(readSearchParams("feed", request.nextUrl.searchParams).tag);
  if (filter.kind === "invalid") return new Response("Not Found", { status: 404 });
  return xmlResponse("application/rss+xml", () =>
    renderUpdatesFeed(filter.kind === "tag" ? filter.tag : null),
  );
}
