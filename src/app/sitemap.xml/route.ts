import { renderSitemap } from "@/server/seo/sitemap";
import { xmlResponse } from "@/server/seo/xml-response";

/** The sitemap (or, past 50,000 URLs, the sitemap index) that robots.txt names. */
export function GET(): Promise<Response> {
  return xmlResponse("application/xml", () => renderSitemap());
}
