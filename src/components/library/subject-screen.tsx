import { EmptyState } from "@/components/ui/empty-state";
import { Link } from "@/components/ui/link";
import { buttonClass } from "@/components/ui/button-styles";
import { libraryClassHref, librarySubjectHref } from "@/lib/library-urls";
import type { LibraryNames } from "@/server/library/names";
import type { DocumentRow, FilterField, Filters, Place } from "@/server/library/queries";
import { DocumentList } from "./document-list";
import { LibraryFrame } from "./library-frame";
import { PaperFilters } from "./paper-filters";

/** /coaching/{kind}/{class}/{subject}: the documents, newest first, with filters and pages. */
export function LibrarySubjectScreen({
  place,
  filters,
  values,
  page,
  paged,
  names,
}: {
  place: Place;
  filters: Filters;
  values: Record<FilterField, string[]> | null;
  page: { rows: DocumentRow[]; more: boolean };
  /** Whether this is a later page (a cursor in the address). */
  paged: boolean;
  names: LibraryNames;
}) {
  const kindName = names.kind(place.kind);
  const className = names.class(place.kind, place.class);
  const subjectName = names.subject(place.subject);
  const last = page.rows.at(-1);
  return (
    <LibraryFrame
      crumbs={[
        { label: kindName },
        { label: className, href: libraryClassHref(place.kind, place.class) },
        { label: subjectName },
      ]}
    >
      <h1 className="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">
        {names.t("subjectHeading", { subject: subjectName, kind: kindName, class: className })}
      </h1>
      {place.kind === "past-papers" && values && (
        <PaperFilters place={place} filters={filters} values={values} names={names} />
      )}
      {page.rows.length === 0 ? (
        <EmptyState title={names.t("noDocumentsTitle")} body={names.t("noDocumentsBody")}>
          <Link href={librarySubjectHref(place)} className={buttonClass("outline", "sm")}>
            {names.t("showAll")}
          </Link>
        </EmptyState>
      ) : (
        <DocumentList rows={page.rows} names={names} />
      )}
      {(paged || page.more) && (
        <nav className="mt-6 flex flex-wrap gap-3">
          {paged && (
            <Link
              href={librarySubjectHref(place, filters)}
              className={buttonClass("outline", "sm")}
            >
              {names.t("newest")}
            </Link>
          )}
          {page.more && last && (
            <Link
              href={librarySubjectHref(place, { ...filters, before: String(last.id) })}
              className={buttonClass("outline", "sm")}
            >
              {names.t("older")}
            </Link>
          )}
        </nav>
      )}
    </LibraryFrame>
  );
}
