import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { LectureClass, Subject } from "@/content/classes";
import { JsonLd } from "@/components/seo/json-ld";
import { breadcrumbLd } from "@/lib/json-ld";
import { absoluteUrl } from "@/server/seo/site-url";
import { lectureCrumbs, type Crumb } from "./lecture-crumbs";
import { getLocalePath } from "@/server/i18n/locale";

/**
 * The trail for search engines: the crumbs that have a page, and this page last (schema.org's
 * BreadcrumbList wants a URL on every item but the current one).
 */
function trailLd(
  crumbs: readonly Crumb[],
  inLocale: (href: string) => string,
): { name: string; url?: string }[] {
  return crumbs
    .filter((crumb, index) => crumb.href !== undefined || index === crumbs.length - 1)
    .map((crumb) =>
      crumb.href
        ? { name: crumb.label, url: absoluteUrl(inLocale(crumb.href)) }
        : { name: crumb.label },
    );
}

/**
 * The page container of the lecture screens, with the trail back up to the class (and subject
 * and chapter, as far as the screen goes); the last crumb is this page.
 */
export async function LecturesFrame({
  lectureClass,
  subject,
  chapterNo,
  children,
}: {
  lectureClass: LectureClass;
  subject?: Subject;
  chapterNo?: number;
  children: ReactNode;
}) {
  const [t, tNav, inLocale] = await Promise.all([
    getTranslations("Lectures"),
    getTranslations("nav.topBar"),
    getLocalePath(),
  ]);
  const crumbs = lectureCrumbs(
    {
      root: t("lecturesQuizzes"),
      chapter: (number) => t("chapterNumber", { number }),
    },
    lectureClass,
    subject,
    chapterNo,
  );
  return (
    <div className="mx-auto max-w-7xl px-4 py-4 sm:py-6">
      <JsonLd
        data={breadcrumbLd([
          { name: tNav("home"), url: absoluteUrl(inLocale("/")) },
          ...trailLd(crumbs, inLocale),
        ])}
      />
      <nav aria-label={t("breadcrumbLabel")} className="mb-4 text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {crumbs.map((crumb, index) => (
            <li key={`${index}-${crumb.label}`} className="flex items-center gap-2">
              {index > 0 && <span aria-hidden="true">/</span>}
              {crumb.href ? (
                <Link
                  href={crumb.href}
                  className="text-brand-700 underline-offset-2 hover:underline"
                >
                  {crumb.label}
                </Link>
              ) : (
                <span
                  aria-current={index === crumbs.length - 1 ? "page" : undefined}
                  className="text-slate-800"
                >
                  {crumb.label}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {children}
    </div>
  );
}

/**
 * Content first in the document (so phones show it first and screen readers reach it first),
 * the sidebar beside it on wide screens.
 */
export function WithSidebar({ sidebar, children }: { sidebar: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <div className="min-w-0 lg:col-start-2 lg:row-start-1">{children}</div>
      <div className="lg:col-start-1 lg:row-start-1">{sidebar}</div>
    </div>
  );
}
