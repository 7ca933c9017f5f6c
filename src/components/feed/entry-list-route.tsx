import type { Metadata } from "next";
import { redirectInLocale } from "@/server/i18n/locale";
import { getTranslations } from "next-intl/server";
import { pagedHref, parseIdPageRequest, type PageLink } from "@/lib/feed-paging";
import { readSearchParams } from "@/lib/route-manifest.mjs";
import { getEntriesPage, type EntryList } from "@/server/feed/entries";
import { shareMetadata } from "@/server/seo/share-metadata";
import { EntryListScreen } from "./entry-list-screen";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const listPath = (list: EntryList) => `/latest/${list}`;

function href(list: EntryList, link: PageLink<number> | null): string {
  return pagedHref(
    listPath(list),
    {},
    link && (link.kind === "first" ? link : { kind: link.kind, cursor: String(link.cursor) }),
  );
}

/**
 * The route of a list's own page (/latest/jobs, /latest/featured, /latest/coaching): newest first,
 * paged by `?before=` and `?after=` id cursors, like the feed.
 */
export function entryListRoute(list: EntryList) {
  async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
    const params = readSearchParams("latestList", await searchParams);
    const request = parseIdPageRequest({ before: params.before, after: params.after });
    const t = await getTranslations("FeedLists");
    return shareMetadata({
      title: t(`${list}Title`),
      description: t(`${list}Intro`),
      path: href(list, request.kind === "older" || request.kind === "newer" ? request : null),
    });
  }

  async function Page({ searchParams }: Props) {
    const params = readSearchParams("latestList", await searchParams);
    const request = parseIdPageRequest({ before: params.before, after: params.after });
    const page = await getEntriesPage(list, request);
    if (page.kind === "first-page") return redirectInLocale(listPath(list));
    return (
      <EntryListScreen
        list={list}
        rows={page.rows}
        paged={request.kind !== "first"}
        firstHref={listPath(list)}
        newerHref={page.newer && href(list, page.newer)}
        olderHref={page.older && href(list, page.older)}
      />
    );
  }

  return { generateMetadata, Page };
}
