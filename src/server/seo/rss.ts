import "server-only";
import { getTranslations } from "next-intl/server";
import { UPDATES_PER_PAGE } from "@/lib/feed-paging";
import { rssXml } from "@/lib/rss";
import { updateHref } from "@/lib/update-urls";
import { getNewestUpdates } from "@/server/feed/queries";
import { latestHref } from "@/server/feed/tag-filter";
import { absoluteUrl } from "./site-url";

/** The RSS feed of all updates, or of one tag's. */
export function feedHref(tag: string | null): string {
  return tag === null
    ? "/latest/feed.xml"
    : `/latest/feed.xml?${new URLSearchParams({ tag }).toString()}`;
}

/** The newest updates (of a tag) as RSS 2.0; each item links to the update's own page. */
export async function renderUpdatesFeed(tag: string | null): Promise<string> {
  const [t, updates] = await Promise.all([
    getTranslations("Latest"),
    getNewestUpdates(tag, UPDATES_PER_PAGE),
  ]);
  return rssXml({
    title: tag === null ? t("feedTitle") : t("feedTitleForTag", { tag }),
    link: absoluteUrl(latestHref(tag)),
    self: absoluteUrl(feedHref(tag)),
    description: t("intro"),
    language: "en",
    items: updates.map((update) => ({
      title: update.title,
      link: absoluteUrl(updateHref(update)),
      description: update.content,
      publishedAt: update.postedAt,
      categories: update.tags,
    })),
  });
}
