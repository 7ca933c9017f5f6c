import { getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/seo/json-ld";
import { breadcrumbLd } from "@/lib/json-ld";
import { getLocalePath } from "@/server/i18n/locale";
import { absoluteUrl } from "@/server/seo/site-url";
import { Link } from "./link";
import { contentDir } from "@/lib/bidi";

/** `content`: a label as an editor wrote it (a title), kept in its own direction. */
export type Crumb = { label: string; href?: string; content?: boolean };

/**
 * A screen's trail, shown and given to search engines: the last crumb is this page; the others
 * link where they have a page. schema.org's BreadcrumbList wants a URL on every item but the
 * current one, so crumbs without a page are left out of it.
 */
export async function Breadcrumbs({ crumbs, label }: { crumbs: readonly Crumb[]; label: string }) {
  const [tNav, inLocale] = await Promise.all([getTranslations("nav.topBar"), getLocalePath()]);
  const last = crumbs.length - 1;
  const trail = crumbs
    .filter((crumb, index) => crumb.href !== undefined || index === last)
    .map((crumb) =>
      crumb.href
        ? { name: crumb.label, url: absoluteUrl(inLocale(crumb.href)) }
        : { name: crumb.label },
    );
  return (
    <>
      <JsonLd
        data={breadcrumbLd([{ name: tNav("home"), url: absoluteUrl(inLocale("/")) }, ...trail])}
      />
      <nav aria-label={label} className="mb-4 text-sm text-slate-600">
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
                <span aria-current={index === last ? "page" : undefined} className="text-slate-800">
                  {crumb.content ? (
                    <bdi dir={contentDir(crumb.label)}>{crumb.label}</bdi>
                  ) : (
                    crumb.label
                  )}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
    </>
  );
}
