import { parseSitemapChildName } from "@/lib/sitemap";
import { renderSitemapChild } from "@/server/seo/sitemap";
import { xmlResponse } from "@/server/seo/xml-response";

type Context = { params: Promise<{ name: string }> };

/** A child of the sitemap index (pages-, updates- or documents-<n>.xml); anything else is 404. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const child = parseSitemapChildName((await params).name);
  if (!child) return new Response("Not Found", { status: 404 });
  return xmlResponse("application/xml", () => renderSitemapChild(child));
}
