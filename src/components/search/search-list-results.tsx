import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { Pager } from "@/components/feed/pager";
import { EmptyState } from "@/components/ui/empty-state";
import { Link } from "@/components/ui/link";
import { isolate } from "@/lib/bidi";
import type { PageRequest } from "@/lib/feed-paging";
import { getPageLocale, redirectInLocale } from "@/server/i18n/locale";
import { searchList, type SearchListName } from "@/server/search/queries";
import { DocumentRows } from "./document-rows";
import { JobRows, LectureRows, UpdateRows } from "./result-rows";
import { searchHref } from "./search-href";
import { ResultsHeading } from "./search-results";

type Props = { query: string; list: SearchListName; request: PageRequest<string> };

const NONE = {
  lectures: "noLectures",
  documents: "noDocuments",
  updates: "noUpdates",
  jobs: "noJobs",
} as const;

/** The rows of one page of one list. */
async function readPage({ query, list, request }: Props) {
  switch (list) {
    case "lectures": {
      const page = await searchList.lectures(query, request);
      return page.kind === "page"
        ? { ...page, shown: page.rows.length, rows: <LectureRows rows={page.rows} /> }
        : page;
    }
    case "documents": {
      const page = await searchList.documents(query, request);
      return page.kind === "page"
        ? { ...page, shown: page.rows.length, rows: <DocumentRows rows={page.rows} /> }
        : page;
    }
    case "updates": {
      const page = await searchList.updates(query, request);
      return page.kind === "page"
        ? { ...page, shown: page.rows.length, rows: <UpdateRows rows={page.rows} /> }
        : page;
    }
    case "jobs": {
      const page = await searchList.jobs(query, request);
      return page.kind === "page"
        ? { ...page, shown: page.rows.length, rows: <JobRows rows={page.rows} /> }
        : page;
    }
  }
}

/**
 * One list of results (`?in=lectures`), 20 a page, with Previous and Next page links whose
 * cursors name the row the page continues from (decision 0026): plain links, so they work
 * without JavaScript.
 */
export async function SearchListResults(props: Props) {
  await connection();
  const { query, list } = props;
  const [t, locale, page] = await Promise.all([
    getTranslations("Search"),
    getPageLocale(),
    readPage(props),
  ]);
  // A "newer" page that is the first: that page has one address, without a cursor.
  if (page.kind === "first-page") return redirectInLocale(searchHref(query, list));
  const allResults = (
    <Link href={searchHref(query)} className="text-brand-700 text-sm font-medium underline">
      {t("allResults", { query: isolate(query, locale) })}
    </Link>
  );
  if (page.total === 0) {
    return (
      <EmptyState
        title={t(NONE[list], { query: isolate(query, locale) })}
        titleAs="h2"
        className="mt-8"
      >
        <p className="mt-2">{allResults}</p>
      </EmptyState>
    );
  }
  return (
    <div className="mt-6">
      {allResults}
      <section aria-labelledby={`search-${list}`} className="mt-4">
        <ResultsHeading list={list} total={page.total} />
        {page.shown === 0 ? (
          <EmptyState title={t("nothingOnPage")} announce className="mt-3">
            <Link
              href={searchHref(query, list)}
              className="text-brand-700 mt-2 inline-block font-medium underline"
            >
              {t("firstPage")}
            </Link>
          </EmptyState>
        ) : (
          page.rows
        )}
      </section>
      <Pager
        newerHref={page.newer && searchHref(query, list, page.newer)}
        olderHref={page.older && searchHref(query, list, page.older)}
        texts={{ label: t("pagerLabel"), newer: t("previousPage"), older: t("nextPage") }}
      />
    </div>
  );
}
