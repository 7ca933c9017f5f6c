import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { getSiteNavigation } from "@/components/layout/nav-model";
import { SearchForm } from "@/components/layout/search-form";
import { SEARCH_LIST_PARAM } from "@/components/search/search-href";
import { SearchListResults } from "@/components/search/search-list-results";
import { SearchResults } from "@/components/search/search-results";
import { NavigationSuspense } from "@/components/ui/navigation-suspense";
import { parsePageRequest } from "@/lib/feed-paging";
import { readSearchParams } from "@/lib/route-manifest.mjs";
import { normaliseSearchQuery } from "@/lib/search-terms";
import { SEARCH_LIST_NAMES } from "@/server/search/queries";

type SearchParams = Record<string, string | string[] | undefined>;
type Props = { searchParams: Promise<SearchParams> };

// Any ?q= is accepted (normalised and cut); an unknown list shows all of them, and its cursors
// mean nothing then.
const listSchema = z.enum(SEARCH_LIST_NAMES).nullable().catch(null);

/** The query parameters this page reads (the route manifest's `search`). */
function readParams(read: ReturnType<typeof readSearchParams<"search">>) {
  return {
    query: normaliseSearchQuery(read.q ?? ""),
    list: listSchema.parse(read[SEARCH_LIST_PARAM] ?? null),
    request: parsePageRequest({ before: read.before, after: read.after }, (v) => v),
  };
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Search");
  // Result pages are endless and thin: keep them out of search engines.
  return { title: t("metaTitle"), robots: { index: false, follow: true } };
}

export default async function SearchPage({ searchParams }: Props) {
  const { query, list, request } = readParams(readSearchParams("search", await searchParams));
  const [t, nav] = await Promise.all([getTranslations("Search"), getSiteNavigation()]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t("heading")}</h1>
      <SearchForm
        id="search-page-q"
        label={t("label")}
        placeholder={nav.search.placeholder}
        submit={t("submit")}
        defaultValue={query}
        // The phone's search icon leads here: the cursor waits in the box (scripts or none).
        autoFocus={query === ""}
        className="mt-4"
      />
      {query === "" ? (
        <p className="mt-6 text-slate-600">{t("prompt")}</p>
      ) : (
        <NavigationSuspense
          key={`${query} ${list} ${JSON.stringify(request)}`}
          fallback={<p className="mt-6 text-slate-600">{t("loading")}</p>}
        >
          {list === null ? (
            <SearchResults query={query} />
          ) : (
            <SearchListResults query={query} list={list} request={request} />
          )}
        </NavigationSuspense>
      )}
    </div>
  );
}
