import { connection } from "next/server";
import { Link } from "@/components/ui/link";
import { librarySubjectHref } from "@/lib/library-urls";
import { LIBRARY_KINDS } from "@/server/library/catalogue";
import { getLibraryNames } from "@/server/library/names";
import { subjectKinds } from "@/server/library/queries";

/**
 * On a subject's chapter list: the library's documents for the same class and subject (past
 * papers, paper scheme, notes, books), each kind that has any, with its count.
 */
export async function SubjectLibraryLinks({
  classSlug,
  subject,
  subjectName,
}: {
  classSlug: string;
  subject: string;
  subjectName: string;
}) {
  await connection();
  const [names, kinds] = await Promise.all([getLibraryNames(), subjectKinds(classSlug, subject)]);
  const counts = new Map(kinds.map((row) => [row.kind, row.count]));
  const present = LIBRARY_KINDS.filter((kind) => counts.has(kind));
  if (present.length === 0) return null;
  return (
    <nav aria-label={names.t("alsoHeading", { subject: subjectName })} className="mb-6">
      <h2 className="text-sm font-semibold text-slate-700">
        {names.t("alsoHeading", { subject: subjectName })}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {present.map((kind) => (
          <li key={kind}>
            <Link
              href={librarySubjectHref({ kind, class: classSlug, subject })}
              className="hover:border-brand-600 text-brand-800 inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium"
            >
              {names.t("kindWithCount", { kind: names.kind(kind), count: counts.get(kind) ?? 0 })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
