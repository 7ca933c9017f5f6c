import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LatestFeed } from "@/components/feed/latest-feed";
import {
  getCoachingEntries,
  getFeaturedEntries,
  getFeedUpdates,
  getStudentJobs,
  getUpdateTags,
} from "@/server/feed/queries";
import { parseTagFilter } from "@/server/feed/tag-filter";

type LatestPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Latest");
  return { title: t("metaTitle") };
}

/** Reading searchParams makes this page render per request, so the database is never read at build. */
export default async function LatestPage({ searchParams }: LatestPageProps) {
  const filter = parseTagFilter((await searchParams).tag);
  const [tags, updates, featured, coaching, jobs] = await Promise.all([
    getUpdateTags(),
    // A value no tag can have matches nothing: skip the query and show the empty message.
    filter.kind === "invalid"
      ? Promise.resolve([])
      : getFeedUpdates(filter.kind === "tag" ? filter.tag : null),
    getFeaturedEntries(),
    getCoachingEntries(),
    getStudentJobs(),
  ]);
  return <LatestFeed data={{ filter, tags, updates, featured, coaching, jobs }} />;
}
