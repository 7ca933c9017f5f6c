import { getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/seo/json-ld";
import { Link } from "@/components/ui/link";
import { getSiteNavigation } from "@/components/layout/nav-model";
import { formatPostedOn, toIsoDate } from "@/lib/dates";
import { breadcrumbLd } from "@/lib/json-ld";
import { getLocalePath, getPageLocale } from "@/server/i18n/locale";
import { renderMarkdown } from "@/server/pages/markdown";
import type { SitePage } from "@/server/pages/page-queries";
import { absoluteUrl } from "@/server/seo/site-url";
import { PageText } from "./page-text";

/** The menu (or the footer's list) that names a page: the trail's middle step. */
async function sectionOf(path: string): Promise<string | null> {
  const [nav, inLocale] = await Promise.all([getSiteNavigation(), getLocalePath()]);
  const href = inLocale(path);
  const sections = [...nav.menus, nav.footer];
  return sections.find((s) => s.links.some((link) => s.base + link.href === href))?.label ?? null;
}

/** A page editors wrote: the trail, its title, the date of its last change and its text. */
export async function SitePageArticle({ page }: { page: SitePage }) {
  const [t, tNav, inLocale, locale, section] = await Promise.all([
    getTranslations("Pages"),
    getTranslations("nav.topBar"),
    getLocalePath(),
    getPageLocale(),
    sectionOf(page.path),
  ]);
  const home = tNav("home");
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <JsonLd
        data={breadcrumbLd([
          { name: home, url: absoluteUrl(inLocale("/")) },
          ...(section ? [{ name: section }] : []),
          { name: page.title },
        ])}
      />
      <nav aria-label={t("breadcrumbLabel")} className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <li>
            <Link href="/" className="text-brand-700 underline-offset-2 hover:underline">
              {home}
            </Link>
          </li>
          {section && (
            <li className="flex items-center gap-2">
              <span aria-hidden="true">/</span>
              {section}
            </li>
          )}
          <li className="flex items-center gap-2">
            <span aria-hidden="true">/</span>
            <span aria-current="page">{page.title}</span>
          </li>
        </ol>
      </nav>
      <article aria-labelledby="page-title" className="mt-4">
        <h1 id="page-title" className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">
          {page.title}
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          {t("lastUpdated")}{" "}
          <time dateTime={toIsoDate(page.updatedAt)}>{formatPostedOn(page.updatedAt, locale)}</time>
        </p>
        <PageText html={renderMarkdown(page.body, page.locale === "ur" ? "ur" : "en")} />
      </article>
    </div>
  );
}
