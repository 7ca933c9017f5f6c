import { Link } from "@/components/ui/link";
import { documentHref, pageImageSrc, sizeParts } from "@/lib/library-urls";
import type { LibraryNames } from "@/server/library/names";
import type { DocumentRow } from "@/server/library/queries";

/** A document's fields beyond its title, named ("Board", "BISE Lahore"), in the page's language. */
export function documentFacts(row: DocumentRow, names: LibraryNames): [string, string][] {
  const facts: [string, string][] = [];
  for (const field of ["board", "year", "group", "part", "paper", "exam"] as const) {
    const value = row[field];
    if (value) facts.push([names.t(`fields.${field}`), names.value(field, String(value))]);
  }
  if (row.chapter)
    facts.push([names.t("fields.chapter"), names.t("chapterValue", { number: row.chapter })]);
  return facts;
}

export function sizeText(bytes: number, names: LibraryNames): string {
  const { unit, size } = sizeParts(bytes);
  return names.t(unit === "kb" ? "sizeKb" : "sizeMb", { size });
}

/** A subject's documents, newest first: thumbnail, title, facts, pages and size. */
export function DocumentList({ rows, names }: { rows: DocumentRow[]; names: LibraryNames }) {
  return (
    <ul aria-label={names.t("listLabel")} className="grid gap-3">
      {rows.map((row) => (
        <li key={row.id}>
          <Link
            href={documentHref(row)}
            className="hover:border-brand-600 flex gap-4 rounded-lg border border-slate-200 bg-white p-3 shadow-sm transition-colors"
          >
            <img
              src={pageImageSrc(row, 1, "thumb")}
              alt=""
              width={64}
              height={90}
              loading="lazy"
              className="h-[90px] w-16 shrink-0 rounded border border-slate-200 object-cover object-top"
            />
            <span className="flex min-w-0 flex-col gap-1">
              <span dir="auto" className="font-semibold break-words text-slate-900">
                {row.title}
              </span>
              <span className="text-sm text-slate-700">
                {documentFacts(row, names)
                  .map(([, value]) => value)
                  .join(" · ")}
              </span>
              <span className="text-sm text-slate-600">
                {names.t("pageCount", { count: row.pages })} · {sizeText(row.size, names)}
                {row.demo && ` · ${names.t("demo")}`}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
