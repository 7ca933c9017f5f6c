import { getTranslations } from "next-intl/server";
import { isolate } from "@/lib/bidi";
import { getPageLocale } from "@/server/i18n/locale";
import { ENTRIES_ON_FEED } from "@/lib/feed-paging";
import type { FeedEntry, FeedJob } from "@/server/feed/entries";
import type { FeedUpdate } from "@/server/feed/queries";
import type { TagFilter } from "@/server/feed/tag-filter";
import { FeedEntryList } from "./feed-entry-list";
import { LatestUpdates } from "./latest-updates";
import { StudentJobs } from "./student-jobs";
import { TagFilterBar } from "./tag-filter-bar";

export type LatestFeedData = {
  filter: TagFilter;
  /** Whether this is a page reached through a cursor rather than the newest page. */
  paged: boolean;
  tags: readonly string[];
  updates: readonly FeedUpdate[];
  newerHref: string | null;
  olderHref: string | null;
  /** Up to one more than the column shows: the extra one says the list's page has more. */
  featured: readonly FeedEntry[];
  coaching: readonly FeedEntry[];
  jobs: readonly FeedJob[];
};

/** The first entries of a list for its column, and its own page when it holds more. */
function column<Entry>(entries: readonly Entry[], href: string) {
  return {
    shown: entries.slice(0, ENTRIES_ON_FEED),
    allHref: entries.length > ENTRIES_ON_FEED ? href : null,
  };
}

/**
 * The /latest screen. The updates come first in the page (what a student opens it for), then the
 * jobs, then Featured and Coaching; on wide screens the grid puts them in the spec's three columns
 * (docs/decisions/0004-latest-layout.md).
 */
export async function LatestFeed({ data }: { data: LatestFeedData }) {
  const [t, locale] = await Promise.all([getTranslations("Latest"), getPageLocale()]);
  const opensInNewTab = t("opensInNewTab");
  const { filter } = data;
  const jobs = column(data.jobs, "/latest/jobs");
  const featured = column(data.featured, "/latest/featured");
  const coaching = column(data.coaching, "/latest/coaching");
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("heading")}</h1>
      <p className="mt-1 text-slate-700">{t("intro")}</p>
      <TagFilterBar
        tags={data.tags}
        filter={filter}
        locale={locale}
        texts={{ label: t("filterLabel"), all: t("filterAll") }}
      />
      <div className="mt-6 grid items-start gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] md:grid-rows-[auto_1fr] lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_minmax(0,1fr)] lg:grid-rows-1">
        <LatestUpdates
          className="md:col-start-1 md:row-span-2 md:row-start-1 lg:col-start-2 lg:row-span-1"
          updates={data.updates}
          filter={filter}
          paged={data.paged}
          newerHref={data.newerHref}
          olderHref={data.olderHref}
          texts={{
            heading: t("updatesHeading"),
            forTag:
              filter.kind === "tag" ? t("updatesForTag", { tag: isolate(filter.tag, locale) }) : "",
            noUpdatesForTag: t("noUpdatesForTag"),
            noUpdates: t("noUpdates"),
            noMoreUpdates: t("noMoreUpdates"),
            showAll: t("showAll"),
            showNewest: t("showNewest"),
            pager: { label: t("pagerLabel"), newer: t("newerUpdates"), older: t("olderUpdates") },
            readMoreAbout: (title) => t("readMoreAbout", { title: isolate(title, locale) }),
            card: {
              postedOn: t("postedOn"),
              readMore: t("readMore"),
              opensInNewTab,
              tags: t("tagsLabel"),
              locale,
            },
          }}
        />
        <StudentJobs
          className="md:col-start-2 md:row-start-1 lg:col-start-3"
          jobs={jobs.shown}
          allHref={jobs.allHref}
          texts={{
            all: t("allJobs"),
            heading: t("jobsHeading"),
            empty: t("noJobs"),
            noDescription: t("jobNoDescription"),
            applyNow: t("applyNow"),
            applyFor: (title) => t("applyFor", { title: isolate(title, locale) }),
            opensInNewTab,
            locale,
          }}
        />
        <div className="space-y-4 md:col-start-2 md:row-start-2 lg:col-start-1 lg:row-start-1">
          <FeedEntryList
            id="latest-featured"
            heading={t("featuredHeading")}
            empty={t("noFeatured")}
            entries={featured.shown}
            page={{ locale, opensInNewTab }}
            all={featured.allHref ? { href: featured.allHref, text: t("allFeatured") } : null}
          />
          <FeedEntryList
            id="latest-coaching"
            heading={t("coachingHeading")}
            empty={t("noCoaching")}
            entries={coaching.shown}
            page={{ locale, opensInNewTab }}
            all={coaching.allHref ? { href: coaching.allHref, text: t("allCoaching") } : null}
          />
        </div>
      </div>
    </div>
  );
}
