import { escapeXml, XML_DECLARATION, xmlElement } from "./xml";

export type RssItem = {
  title: string;
  /** Absolute URL of the item's page on this site (also its guid). */
  link: string;
  description: string;
  publishedAt: Date;
  categories: readonly string[];
};

export type RssChannel = {
  title: string;
  /** Absolute URL of the page the feed mirrors. */
  link: string;
  /** Absolute URL of the feed itself (atom:link rel="self"). */
  self: string;
  description: string;
  language: string;
  items: readonly RssItem[];
};

/** RFC 822 date, as RSS 2.0 asks ("Mon, 23 Nov 2026 10:00:00 GMT"). */
function rfc822(date: Date): string {
  return date.toUTCString();
}

/** An RSS 2.0 document: every text escaped, dates in RFC 822, one guid per item. */
export function rssXml(channel: RssChannel): string {
  const newest = channel.items[0]?.publishedAt;
  const items = channel.items.map((item) =>
    [
      "<item>",
      xmlElement("title", item.title),
      xmlElement("link", item.link),
      xmlElement("description", item.description),
      xmlElement("pubDate", rfc822(item.publishedAt)),
      `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      ...item.categories.map((category) => xmlElement("category", category)),
      "</item>",
    ].join(""),
  );
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    xmlElement("title", channel.title),
    xmlElement("link", channel.link),
    xmlElement("description", channel.description),
    xmlElement("language", channel.language),
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [xmlElement("lastBuildDate", rfc822(newest))] : []),
    ...items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
