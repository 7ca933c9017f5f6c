import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { LatestFeed } from "@/components/feed/latest-feed";
import { ENTRIES_ON_FEED, parseUpdatePageRequest } from "@/lib/feed-paging";
import { getNewestEntries } from "@/server/feed/entries";
import { getUpdatesPage, getUpdateTags, type UpdatesPage } from "@/server/feed/queries";
import { readSearchParams } from "@/lib/route-manifest.mjs";
import { latestHref, parseTagFilter } from "@/server/feed/tag-filter";
import { feedHref } from "@/server/seo/rss";
import { shareMetadata } from "@/server/seo/share-metadata";
import { absoluteUrl } from "@/server/seo/site-url";

type SearchParams = Record<string, string | string[] | undefined>;
type LatestPageProps = { searchParams: Promise<SearchParams> };

/** The query parameters this page reads (the route manifest's, what its kept copies differ by). */
function readParams(params: ReturnType<typeof readSearchParams<"latest">>) {
  const filter = parseTagFilter(params.tag);
  const request = parseUpdatePageRequest({ before: params.before, after: params.after });
  return { filter, request, tag: filter.kind === "tag" ? filter.tag : null };
}

export async function generateMetadata({ searchParams }: LatestPageProps): Promise<Metadata> {
  const { tag, request } = readParams(readSearchParams("latest", await searchParams));
  const t = await getTranslations("Latest");
  const metadata = await shareMetadata({
    title: tag === null ? t("metaTitle") : t("metaTitleForTag", { tag }),
    description: t("intro"),
    path: latestHref(tag, request.kind === "older" || request.kind === "newer" ? request : null),
  });
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: {
        "application/rss+xml": [
          {
            url: absoluteUrl(feedHref(tag)),
            title: tag === null ? t("feedTitle") : t("feedTitleForTag", { tag }),
          },
        ],
      },
    },
  };
}

const NO_UPDATES: UpdatesPage = { kind: "page", rows: [], older: null, newer: null };

/** Reading searchParams makes this page render per request, so the database is never read at build. */
export default async function LatestPage({ searchParams }: LatestPageProps) {
  const { filter, request, tag } = readParams(readSearchParams("latest", await searchParams));
  const [tags, page, featured, coaching, jobs] = await Promise.all([
    getUpdateTags(),
    // A value no tag can have matches nothing: skip the query and show the empty message.
    filter.kind === "invalid" ? NO_UPDATES : getUpdatesPage(tag, request),
    // One more than shown tells whether the list's own page has more.
    getNewestEntries("featured", ENTRIES_ON_FEED + 1),
    getNewestEntries("coaching", ENTRIES_ON_FEED + 1),
    getNewestEntries("jobs", ENTRIES_ON_FEED + 1),
  ]);
  // A "Newer" cursor that reaches the newest updates: that page has one URL, the plain one.
  if (page.kind === "first-page") redirect(latestHref(tag));
  return (
    <LatestFeed
      data={{
        filter,
        paged: request.kind !== "first",
        tags,
        updates: page.rows,
        newerHref: page.newer && latestHref(tag, page.newer),
        olderHref: page.older && latestHref(tag, page.older),
        featured,
        coaching,
        jobs,
      }}
    />
  );
}
