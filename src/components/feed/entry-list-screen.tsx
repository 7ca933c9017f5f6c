import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/empty-state";
import { Link } from "@/components/ui/link";
import type { EntryList, FeedEntry, FeedJob } from "@/server/feed/entries";
import { FeedEntryItems } from "./feed-entry-list";
import { getJobTexts } from "./job-texts";
import { Pager } from "./pager";
import { JobItems } from "./student-jobs";

type EntryListScreenProps = {
  list: EntryList;
  /** Newest first. */
  rows: readonly (FeedEntry | FeedJob)[];
  /** Reached through a cursor, not the newest page. */
  paged: boolean;
  firstHref: string;
  newerHref: string | null;
  olderHref: string | null;
};

const emptyText = { jobs: "noJobs", featured: "noFeatured", coaching: "noCoaching" } as const;

/** All jobs, Featured or Coaching entries, a page at a time. */
export async function EntryListScreen(props: EntryListScreenProps) {
  const { list, rows, paged } = props;
  const [t, tl, jobTexts] = await Promise.all([
    getTranslations("FeedLists"),
    getTranslations("Latest"),
    getJobTexts(),
  ]);
  const title = t(`${list}Title`);
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <Link href="/latest" className="text-brand-700 text-sm font-medium underline">
        {t("backToLatest")}
      </Link>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-1 text-slate-700">{t(`${list}Intro`)}</p>
      {rows.length === 0 ? (
        <EmptyState
          title={paged ? t("nothingMore") : tl(emptyText[list])}
          announce
          className="mt-4"
        >
          {paged && (
            <Link
              href={props.firstHref}
              className="text-brand-700 mt-2 inline-block font-medium underline"
            >
              {t("showNewest")}
            </Link>
          )}
        </EmptyState>
      ) : list === "jobs" ? (
        <JobItems jobs={rows} headingLevel="h2" texts={jobTexts} />
      ) : (
        <div className="mt-2 rounded-xl border border-slate-200 bg-white px-4">
          <FeedEntryItems entries={rows} page={jobTexts} headingLevel="h2" />
        </div>
      )}
      <Pager
        newerHref={props.newerHref}
        olderHref={props.olderHref}
        texts={{
          label: t("pagerLabel", { title }),
          newer: t("newer", { list }),
          older: t("older", { list }),
        }}
      />
    </div>
  );
}
