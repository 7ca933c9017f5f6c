import { connection } from "next/server";
import { getFormatter, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { Link } from "@/components/ui/link";
import { isolate } from "@/lib/bidi";
import { getPageLocale } from "@/server/i18n/locale";
import { searchPages } from "@/server/search/pages";
import { COUNT_CAP, searchOverview, type SearchListName } from "@/server/search/queries";
import { searchHref } from "./search-href";
import { DocumentRows } from "./document-rows";
import { PageHits } from "./page-hits";
import { JobRows, LectureRows, UpdateRows } from "./result-rows";

/** "146", or "1,000+" past the count's cap, in the page's language. */
export async function countText(total: number): Promise<string> {
  const [t, format] = await Promise.all([getTranslations("Search"), getFormatter()]);
  return total > COUNT_CAP
    ? t("moreThan", { count: format.number(COUNT_CAP) })
    : format.number(total);
}

const HEADINGS = {
  lectures: "lecturesHeading",
  documents: "documentsHeading",
  updates: "updatesHeading",
  jobs: "jobsHeading",
} as const;
const SEE_ALL = {
  lectures: "seeAllLectures",
  documents: "seeAllDocuments",
  updates: "seeAllUpdates",
  jobs: "seeAllJobs",
} as const;

/** One list's heading with its count ("Lectures (146)"). */
export async function ResultsHeading({ list, total }: { list: SearchListName; total: number }) {
  const t = await getTranslations("Search");
  return (
    <h2 id={`search-${list}`} className="text-lg font-semibold text-slate-900">
      {t(HEADINGS[list], { count: await countText(total) })}
    </h2>
  );
}

/** The query matched nothing at all. */
export async function NoResults({ query }: { query: string }) {
  const [t, locale] = await Promise.all([getTranslations("Search"), getPageLocale()]);
  return (
    <EmptyState
      title={t("emptyTitle", { query: isolate(query, locale) })}
      body={t("emptyHint")}
      titleAs="h2"
      className="mt-8"
    />
  );
}

type SectionProps = {
  query: string;
  list: SearchListName;
  total: number;
  shown: number;
  children: ReactNode;
};

/** One list of the first results, with the way to all of it; nothing when the list is empty. */
async function ResultSection({ query, list, total, shown, children }: SectionProps) {
  if (shown === 0) return null;
  const t = await getTranslations("Search");
  return (
    <section aria-labelledby={`search-${list}`}>
      <ResultsHeading list={list} total={total} />
      {children}
      {total > shown && (
        <Link
          href={searchHref(query, list)}
          className="text-brand-700 mt-3 inline-block font-semibold underline"
        >
          {t(SEE_ALL[list])}
        </Link>
      )}
    </section>
  );
}

/** The first results of every list: lectures, documents, updates, jobs and pages. */
export async function SearchResults({ query }: { query: string }) {
  await connection();
  const locale = await getPageLocale();
  const [t, results, pages] = await Promise.all([
    getTranslations("Search"),
    searchOverview(query),
    searchPages(query, locale),
  ]);
  const { lectures, documents, updates, jobs } = results;
  const total = lectures.total + documents.total + updates.total + jobs.total + pages.length;
  if (total === 0) return <NoResults query={query} />;
  const section = (list: SearchListName, total: number, shown: number, rows: ReactNode) => (
    <ResultSection query={query} list={list} total={total} shown={shown}>
      {rows}
    </ResultSection>
  );
  return (
    <div className="mt-6 space-y-8">
      <p className="text-slate-600">{t("resultsFor", { query: isolate(query, locale) })}</p>
      {section(
        "lectures",
        lectures.total,
        lectures.rows.length,
        <LectureRows rows={lectures.rows} />,
      )}
      {section(
        "documents",
        documents.total,
        documents.rows.length,
        <DocumentRows rows={documents.rows} />,
      )}
      {section("updates", updates.total, updates.rows.length, <UpdateRows rows={updates.rows} />)}
      {section("jobs", jobs.total, jobs.rows.length, <JobRows rows={jobs.rows} />)}
      <PageHits pages={pages} />
    </div>
  );
}
