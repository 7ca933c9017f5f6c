import { EmptyState } from "@/components/ui/empty-state";
import { Link } from "@/components/ui/link";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { findLectureClass, findSubject } from "@/content/classes";
import { formatPostedOn, toIsoDate } from "@/lib/dates";
import { searchSite } from "@/server/search/queries";
import { lectureHref } from "@/lib/lecture-urls";
import { updateHref } from "@/lib/update-urls";
import { getPageLocale } from "@/server/i18n/locale";
import { isolate } from "@/lib/bidi";
import { getClassNames } from "@/server/i18n/classes";
import { contentDir } from "@/lib/bidi";

/** Results of one query, grouped into lectures and updates; read at request time. */
export async function SearchResults({ query }: { query: string }) {
  await connection();
  const [t, results, locale, names] = await Promise.all([
    getTranslations("Search"),
    searchSite(query),
    getPageLocale(),
    getClassNames(),
  ]);
  const typed = isolate(query, locale);
  const className = (slug: string) => {
    const found = findLectureClass(slug);
    return found ? names.lectureClass(found).title : slug;
  };
  const subjectName = (classSlug: string, slug: string) => {
    const found = findSubject(classSlug, slug);
    return found ? names.subject(found).name : slug;
  };
  if (results.lectures.length === 0 && results.updates.length === 0) {
    return (
      <EmptyState
        title={t("emptyTitle", { query: typed })}
        body={t("emptyHint")}
        titleAs="h2"
        className="mt-8"
      />
    );
  }
  return (
    <div className="mt-6 space-y-8">
      <p className="text-slate-600">{t("resultsFor", { query: typed })}</p>
      <ResultSection
        id="search-lectures"
        heading={t("lecturesHeading", { count: results.lectures.length })}
        hits={results.lectures.map((hit) => ({
          key: hit.id,
          href: lectureHref(hit, hit.lectureNo),
          body: (
            <>
              <span dir={contentDir(hit.lectureName)} className="text-brand-800 font-medium">
                {hit.lectureName}
              </span>
              <span className="mt-0.5 block text-sm text-slate-600">
                {t("lectureMeta", {
                  className: className(hit.classSlug),
                  subject: subjectName(hit.classSlug, hit.subject),
                  chapterNo: hit.chapterNo,
                  chapterName: isolate(hit.chapterName, locale),
                })}
              </span>
            </>
          ),
        }))}
      />
      <ResultSection
        id="search-updates"
        heading={t("updatesHeading", { count: results.updates.length })}
        hits={results.updates.map((hit) => ({
          key: hit.id,
          href: updateHref(hit),
          body: (
            <>
              <span dir={contentDir(hit.title)} className="text-brand-800 block font-medium">
                {hit.title}
              </span>
              <time
                dateTime={toIsoDate(hit.postedAt)}
                className="mt-0.5 block text-xs text-slate-600"
              >
                {formatPostedOn(hit.postedAt, locale)}
              </time>
              <span
                dir={contentDir(hit.content)}
                className="mt-1 line-clamp-2 block text-sm text-slate-700"
              >
                {hit.content}
              </span>
            </>
          ),
        }))}
      />
    </div>
  );
}

type Hit = { key: number; href: string; body: ReactNode };

/** One group of results (lectures or updates), each a link; nothing at all when the group is empty. */
function ResultSection({ id, heading, hits }: { id: string; heading: string; hits: Hit[] }) {
  if (hits.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {hits.map((hit) => (
          <li key={hit.key}>
            <Link href={hit.href} className="hover:bg-brand-50 block px-4 py-3">
              {hit.body}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
