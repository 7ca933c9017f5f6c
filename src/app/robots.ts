import type { MetadataRoute } from "next";

/** Every page may be crawled; sign-in pages carry noindex themselves where needed. */
export default function robots(): MetadataRoute.Robots {
  return { rules: { userAgent: "*", allow: "/" } };
}
