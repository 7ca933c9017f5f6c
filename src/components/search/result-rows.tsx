import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { getJobTexts } from "@/components/feed/job-texts";
import { JobItems } from "@/components/feed/student-jobs";
import { Link } from "@/components/ui/link";
import { findLectureClass, findSubject } from "@/content/classes";
import { contentDir, isolate } from "@/lib/bidi";
import { formatPostedOn, toIsoDate } from "@/lib/dates";
import { lectureHref } from "@/lib/lecture-urls";
import { updateHref } from "@/lib/update-urls";
import type { FeedJob } from "@/server/feed/entries";
import type { FeedUpdate } from "@/server/feed/queries";
import { getClassNames } from "@/server/i18n/classes";
import { getPageLocale } from "@/server/i18n/locale";
import type { LectureHit } from "@/server/search/queries";

type Hit = { key: number; href: string; body: ReactNode };

/** A list of results, each a link. */
export function LinkList({ hits }: { hits: readonly Hit[] }) {
  return (
    <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {hits.map((hit) => (
        <li key={hit.key}>
          <Link href={hit.href} className="hover:bg-brand-50 block px-4 py-3">
            {hit.body}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Lectures found: the name, then class, subject and chapter in the page's language. */
export async function LectureRows({ rows }: { rows: readonly LectureHit[] }) {
  const [t, locale, names] = await Promise.all([
    getTranslations("Search"),
    getPageLocale(),
    getClassNames(),
  ]);
  const className = (slug: string) => {
    const found = findLectureClass(slug);
    return found ? names.lectureClass(found).title : slug;
  };
  const subjectName = (classSlug: string, slug: string) => {
    const found = findSubject(classSlug, slug);
    return found ? names.subject(found).name : slug;
  };
  return (
    <LinkList
      hits={rows.map((hit) => ({
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
  );
}

/** Updates found: title, date and the start of the text, each linking to its page. */
export async function UpdateRows({ rows }: { rows: readonly FeedUpdate[] }) {
  const locale = await getPageLocale();
  return (
    <LinkList
      hits={rows.map((hit) => ({
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
  );
}

/** Jobs found, as the jobs list shows them: with Apply Now. */
export async function JobRows({ rows }: { rows: readonly FeedJob[] }) {
  return <JobItems jobs={rows} texts={await getJobTexts()} headingLevel="h3" />;
}
