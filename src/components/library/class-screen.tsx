import { Link } from "@/components/ui/link";
import { librarySubjectHref } from "@/lib/library-urls";
import type { LibraryKind } from "@/server/library/catalogue";
import type { LibraryNames } from "@/server/library/names";
import { LibraryFrame } from "./library-frame";

/** /coaching/{kind}/{class}: the subjects that have documents, with their counts. */
export function LibraryClassScreen({
  kind,
  classSlug,
  subjects,
  names,
}: {
  kind: LibraryKind;
  classSlug: string;
  subjects: { subject: string; count: number }[];
  names: LibraryNames;
}) {
  const kindName = names.kind(kind);
  const className = names.class(kind, classSlug);
  const sorted = subjects
    .map((entry) => ({ ...entry, name: names.subject(entry.subject) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <LibraryFrame crumbs={[{ label: kindName }, { label: className }]}>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {names.t("classHeading", { kind: kindName, class: className })}
      </h1>
      <p className="mt-2 text-slate-700">{names.t("classIntro")}</p>
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {sorted.map((entry) => (
          <li key={entry.subject}>
            <Link
              href={librarySubjectHref({ kind, class: classSlug, subject: entry.subject })}
              className="hover:border-brand-600 flex h-full flex-col gap-1 rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition-colors"
            >
              <span className="text-lg font-semibold text-slate-900">{entry.name}</span>
              <span className="text-sm text-slate-600">
                {names.t("documentCount", { count: entry.count })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </LibraryFrame>
  );
}
