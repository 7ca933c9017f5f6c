import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/seo/json-ld";
import { Link } from "@/components/ui/link";
import { breadcrumbLd } from "@/lib/json-ld";
import { getLocalePath } from "@/server/i18n/locale";
import { absoluteUrl } from "@/server/seo/site-url";

export type Crumb = { label: string; href?: string };

/**
 * The library screens' container: the trail (kind, class, subject, document; the last is this
 * page) shown and given to search engines, as the lecture screens do.
 */
export async function LibraryFrame({ crumbs, children }: { crumbs: Crumb[]; children: ReactNode }) {
  const [t, tNav, inLocale] = await Promise.all([
    getTranslations("Library"),
    getTranslations("nav.topBar"),
    getLocalePath(),
  ]);
  const last = crumbs.length - 1;
  const trail = crumbs
    .filter((crumb, index) => crumb.href !== undefined || index === last)
    .map((crumb, index, kept) =>
      crumb.href && index < kept.length - 1
        ? { name: crumb.label, url: absoluteUrl(inLocale(crumb.href)) }
        : { name: crumb.label },
    );
  return (
    <div className="mx-auto max-w-7xl px-4 py-4 sm:py-6">
      <JsonLd
        data={breadcrumbLd([{ name: tNav("home"), url: absoluteUrl(inLocale("/")) }, ...trail])}
      />
      <nav aria-label={t("breadcrumbLabel")} className="mb-4 text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {crumbs.map((crumb, index) => (
            <li key={`${index}-${crumb.label}`} className="flex items-center gap-2">
              {index > 0 && <span aria-hidden="true">/</span>}
              {crumb.href && index < last ? (
                <Link
                  href={crumb.href}
                  className="text-brand-700 underline-offset-2 hover:underline"
                >
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current={index === last ? "page" : undefined} className="text-slate-800">
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
