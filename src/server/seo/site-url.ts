import { getEnv } from "@/env";

/**
 * An absolute URL on the public origin (SITE_URL): what link previews, feeds, sitemaps and search
 * engines need. A URL that is already absolute (a thumbnail on another host) is kept.
 */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, getEnv().siteUrl).toString();
}
