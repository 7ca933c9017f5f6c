import { documentHref } from "@/lib/library-urls";
import type { LibraryKind } from "@/server/library/catalogue";
import { getLibraryNames } from "@/server/library/names";
import type { DocumentHit } from "@/server/search/queries";
import { LinkList } from "./result-rows";

/**
 * Library documents found (decision 0090): the kind first (a past paper and its scheme can share
 * a title), the title, then class, subject, board, year, chapter and pages.
 */
export async function DocumentRows({ rows }: { rows: readonly DocumentHit[] }) {
  const names = await getLibraryNames();
  return (
    <LinkList
      hits={rows.map((hit) => {
        const kind = hit.kind as LibraryKind;
        const facts = [
          names.class(kind, hit.class),
          names.subject(hit.subject),
          hit.board && names.value("board", hit.board),
          hit.year && String(hit.year),
          hit.chapter && names.t("chapterValue", { number: hit.chapter }),
          names.t("pageCount", { count: hit.pages }),
          hit.demo && names.t("demo"),
        ];
        return {
          key: hit.id,
          href: documentHref(hit),
          body: (
            <>
              <span className="text-brand-700 block text-xs font-semibold">{names.kind(kind)}</span>
              <span dir="auto" className="text-brand-800 block font-medium break-words">
                {hit.title}
              </span>
              <span className="mt-0.5 block text-sm text-slate-600">
                {facts.filter(Boolean).join(" · ")}
              </span>
            </>
          ),
        };
      })}
    />
  );
}
