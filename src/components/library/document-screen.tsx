import { getLocale } from "next-intl/server";
import { JsonLd } from "@/components/seo/json-ld";
import { ShareButton } from "@/components/share/share-button";
import { buttonClass } from "@/components/ui/button-styles";
import { libraryDocumentLd } from "@/lib/json-ld";
import {
  documentHref,
  filesOf,
  libraryClassHref,
  librarySubjectHref,
  originalHref,
  pageImageSrc,
} from "@/lib/library-urls";
import { getLocalePath } from "@/server/i18n/locale";
import { requestSavesData } from "@/server/save-data";
import type { LibraryKind } from "@/server/library/catalogue";
import type { LibraryNames } from "@/server/library/names";
import type { DocumentRow } from "@/server/library/queries";
import { absoluteUrl } from "@/server/seo/site-url";
import { documentFacts, sizeText } from "./document-list";
import { LibraryFrame } from "./library-frame";
import { SaveOffline } from "./save-offline";

const OFFLINE_LABELS = ["save", "saving", "saved", "remove", "failed"] as const;

type PageText = { page: number; width: number; height: number; text: string };

/**
 * A document's page (decision 0077): its facts, the download and Share, then every page as an
 * image for phones (the first in the first HTML, the rest loaded as the student scrolls) with
 * its text beside it for screen readers and copying. No PDF viewer is sent to the browser. With
 * Save-Data the page images are the smaller ones (decision 0097).
 */
export async function LibraryDocumentScreen({
  row,
  pages,
  names,
}: {
  row: DocumentRow;
  pages: PageText[];
  names: LibraryNames;
}) {
  const [inLocale, locale, lite] = await Promise.all([
    getLocalePath(),
    getLocale(),
    requestSavesData(),
  ]);
  // Written only through the workspace's checked fields (fields.ts).
  const kind = row.kind as LibraryKind;
  const kindName = names.kind(kind);
  const className = names.class(kind, row.class);
  const subjectName = names.subject(row.subject);
  const size = sizeText(row.size, names);
  const facts: [string, string][] = [
    [names.t("fields.subject"), subjectName],
    [names.t("fields.class"), className],
    ...documentFacts(row, names),
    [names.t("fields.pages"), String(row.pages)],
    [names.t("fields.size"), size],
  ];
  return (
    <LibraryFrame
      crumbs={[
        { label: kindName },
        { label: className, href: libraryClassHref(kind, row.class) },
        { label: subjectName, href: librarySubjectHref({ ...row, kind }) },
        { label: row.title, content: true },
      ]}
    >
      <JsonLd
        data={libraryDocumentLd({
          name: row.title,
          url: absoluteUrl(inLocale(documentHref(row))),
          kind: kindName,
          educationalLevel: className,
          about: subjectName,
          thumbnailUrl: absoluteUrl(pageImageSrc(row, 1, "thumb")),
          pdfUrl: absoluteUrl(originalHref(row)),
          bytes: row.size,
          inLanguage: locale,
        })}
      />
      <div className="mx-auto max-w-3xl">
        <h1 dir="auto" className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">
          {row.title}
        </h1>
        {row.demo && (
          <p className="mt-2 inline-block rounded bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">
            {names.t("demo")}
          </p>
        )}
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-medium text-slate-600">{term}</dt>
              <dd className="text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-4 flex flex-wrap gap-3">
          <a href={originalHref(row)} download className={buttonClass("primary", "sm")}>
            {names.t("download", { size })}
          </a>
          <ShareButton title={row.title} path={documentHref(row)} />
        </div>
        <div className="mt-3">
          <SaveOffline
            path={inLocale(documentHref(row))}
            files={filesOf(row)}
            pages={pages.length}
            lite={lite}
            labels={
              Object.fromEntries(
                OFFLINE_LABELS.map((key) => [key, names.t(`offline.${key}`)]),
              ) as Record<(typeof OFFLINE_LABELS)[number], string>
            }
          />
        </div>
        <ol className="mt-6 grid gap-6">
          {pages.map((page) => (
            <li key={page.page} className="grid gap-2">
              <a
                href={pageImageSrc(row, page.page, "zoom")}
                aria-label={names.t("zoom", { page: page.page })}
              >
                <img
                  src={pageImageSrc(row, page.page, lite ? "lite" : "phone")}
                  alt={names.t("pageAlt", { page: page.page, pages: row.pages })}
                  width={page.width}
                  height={page.height}
                  loading={page.page === 1 ? "eager" : "lazy"}
                  fetchPriority={page.page === 1 ? "high" : undefined}
                  decoding="async"
                  className="h-auto w-full rounded border border-slate-200 bg-white shadow-sm"
                />
              </a>
              <details className="rounded border border-slate-200 bg-white px-3 py-2 text-sm">
                <summary className="cursor-pointer text-slate-800">
                  {names.t("pageText", { page: page.page })}
                </summary>
                <p dir="auto" className="mt-2 whitespace-pre-line text-slate-800">
                  {page.text || names.t("noPageText")}
                </p>
              </details>
            </li>
          ))}
        </ol>
      </div>
    </LibraryFrame>
  );
}
