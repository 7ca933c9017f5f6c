import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { absoluteUrl } from "@/server/seo/site-url";

/**
 * Every page may be crawled; Coming Soon, sign-in and 404 pages carry noindex themselves. Rendered
 * per request, so the sitemap's address comes from the running server's SITE_URL, not the build's.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  return { rules: { userAgent: "*", allow: "/" }, sitemap: absoluteUrl("/sitemap.xml") };
}
