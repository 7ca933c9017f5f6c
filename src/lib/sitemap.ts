import { localePath } from "./locale-path";
import { XML_DECLARATION, escapeXml, xmlElement } from "./xml";

/** The sitemap protocol's limit of URLs (and of children) per file. */
export const MAX_SITEMAP_URLS = 50_000;

/**
 * One page: `loc` its address in the site's first language it is written in; `languages` the
 * languages it exists in when not both (the pages editors write, decision 0070).
 */
export type SitemapEntry = { loc: string; lastmod: Date | null; languages?: readonly Language[] };

type Language = "en" | "ur";

const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** W3C datetime, as the protocol asks: 2026-11-23T10:00:00.000Z. */
function lastmod(date: Date | null): string {
  return date && !Number.isNaN(date.getTime()) ? xmlElement("lastmod", date.toISOString()) : "";
}

const XHTML = "http://www.w3.org/1999/xhtml";

/** The page's URL in Urdu: the same path under /ur on the same origin (decision 0040). */
export function urduUrl(loc: string): string {
  const url = new URL(loc);
  // The path and query of a parsed URL are already in their written form: no second parse.
  return url.origin + localePath(url.pathname + url.search, "ur");
}

/**
 * The languages of a page, as search engines read them in a sitemap (`xhtml:link` hreflang): both
 * unless the entry names fewer; x-default the English page where there is one. `loc` of an
 * Urdu-only page is already its Urdu address.
 */
function languageLinks(loc: string, languages: readonly Language[] = ["en", "ur"]): string {
  const link = (lang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`;
  if (!languages.includes("en")) return link("ur", loc) + link("x-default", loc);
  const urdu = languages.includes("ur") ? link("ur", urduUrl(loc)) : "";
  return link("en", loc) + urdu + link("x-default", loc);
}

/**
 * A `<urlset>` of absolute URLs, each with its Urdu copy as an hreflang alternate (so a file of
 * MAX_SITEMAP_URLS pages names twice as many URLs, within the protocol's size limit); at most
 * MAX_SITEMAP_URLS entries, as the caller's plan guarantees.
 */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `<url>${xmlElement("loc", e.loc)}${lastmod(e.lastmod)}${languageLinks(e.loc, e.languages)}</url>`,
  );
  return `${XML_DECLARATION}\n<urlset xmlns="${NAMESPACE}" xmlns:xhtml="${XHTML}">\n${urls.join("\n")}\n</urlset>\n`;
}

/** A `<sitemapindex>` naming child sitemaps by absolute URL. */
export function sitemapIndexXml(children: readonly SitemapEntry[]): string {
  const items = children.map(
    (c) => `<sitemap>${xmlElement("loc", c.loc)}${lastmod(c.lastmod)}</sitemap>`,
  );
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${NAMESPACE}">\n${items.join("\n")}\n</sitemapindex>\n`;
}

/**
 * The child sitemaps' names: `pages-<n>.xml` holds the n-th block of MAX_SITEMAP_URLS screens
 * (lectures, feed, written pages, the library's lists), `updates-<n>.xml` and `documents-<n>.xml`
 * the updates and library documents whose id falls in the n-th block of ids (ids never move, so
 * a row stays in its file, and the index never reads the rows themselves).
 */
export const SITEMAP_CHILD_KINDS = ["pages", "updates", "documents"] as const;

export type SitemapChild = { kind: (typeof SITEMAP_CHILD_KINDS)[number]; block: number };

export function sitemapChildName(child: SitemapChild): string {
  return `${child.kind}-${child.block}.xml`;
}

export function parseSitemapChildName(name: string): SitemapChild | null {
  const match = /^([a-z]+)-(0|[1-9][0-9]{0,4})\.xml$/.exec(name);
  const kind = SITEMAP_CHILD_KINDS.find((known) => known === match?.[1]);
  return kind ? { kind, block: Number(match![2]) } : null;
}

/** The ids an `updates-<block>.xml` or `documents-<block>.xml` holds: block 0 is ids 1 to 50,000. */
export function idRange(block: number, size = MAX_SITEMAP_URLS): { from: number; to: number } {
  return { from: block * size + 1, to: (block + 1) * size };
}
