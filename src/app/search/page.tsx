import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getSiteNavigation } from "@/components/layout/nav-model";
import { SearchForm } from "@/components/layout/search-form";
import { SearchResults } from "@/components/search/search-results";
import { NavigationSuspense } from "@/components/ui/navigation-suspense";
import { readSearchParams } from "@/lib/route-manifest.mjs";
import { normaliseSearchQuery } from "@/lib/search-terms";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Search");
  // Result pages are endless and thin: keep them out of search engines.
  return { title: t("metaTitle"), robots: { index: false, follow: true } };
}

export default async function SearchPage({ searchParams }: Props) {
  // Any ?q= is accepted: a repeated q uses the first; the query itself is normalised and cut.
  const query = normaliseSearchQuery(readSearchParams("search", await searchParams).q ?? "");
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
        className="mt-4"
      />
      {query === "" ? (
        <p className="mt-6 text-slate-600">{t("prompt")}</p>
      ) : (
        <NavigationSuspense
          key={query}
          fallback={<p className="mt-6 text-slate-600">{t("loading")}</p>}
        >
          <SearchResults query={query} />
        </NavigationSuspense>
      )}
    </div>
  );
}
