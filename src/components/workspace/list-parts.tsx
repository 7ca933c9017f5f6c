import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";

export type ListFilter = {
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
};

const FIELD = "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base";

/** A list's search box and filters: a plain GET form, so it works without JavaScript. */
export async function ListSearch({
  path,
  query,
  filters = [],
  searchable = true,
}: {
  path: string;
  query: string;
  filters?: ListFilter[];
  /** false: filters only, no search box. */
  searchable?: boolean;
}) {
  const t = await getTranslations("Workspace");
  return (
    <form
      action={path}
      method="get"
      role="search"
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
    >
      {searchable && (
        <label className="min-w-48 flex-1 text-sm font-medium text-slate-800">
          {t("searchLabel")}
          <input type="search" name="q" defaultValue={query} maxLength={200} className={FIELD} />
        </label>
      )}
      {filters.map((filter) => (
        <label key={filter.name} className="min-w-36 text-sm font-medium text-slate-800">
          {filter.label}
          <select name={filter.name} defaultValue={filter.value} className={FIELD}>
            <option value="">{t("filterAll")}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <button
        type="submit"
        className="bg-brand-700 hover:bg-brand-800 rounded-md px-4 py-2 font-semibold text-white"
      >
        {t(searchable ? "searchSubmit" : "filterSubmit")}
      </button>
    </form>
  );
}

/**
 * "Next page" (the cursor of the last row shown), "Previous page" (of the first, where the list
 * can page back) and "First page" links, keeping the filters.
 */
export async function Pager({
  path,
  params,
  next,
  previous,
  deep = previous !== undefined && previous !== null,
}: {
  path: string;
  /** The list's filters, without the cursor. */
  params: Record<string, string>;
  next: string | null;
  /** The cursor for the page before this one, on lists that page back. */
  previous?: string | null;
  /** Whether this page is not the first. */
  deep?: boolean;
}) {
  const t = await getTranslations("Workspace");
  const kept = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== ""));
  const href = (extra: Record<string, string>) => {
    const search = new URLSearchParams({ ...kept, ...extra }).toString();
    return search ? `${path}?${search}` : path;
  };
  if (!next && !deep && !previous) return null;
  return (
    <nav aria-label={t("pagesLabel")} className="mt-4 flex gap-4">
      {deep && (
        <Link href={href({})} className="text-brand-800 font-semibold underline">
          {t("firstPage")}
        </Link>
      )}
      {previous && (
        <Link href={href({ before: previous })} className="text-brand-800 font-semibold underline">
          {t("previousPage")}
        </Link>
      )}
      {next && (
        <Link href={href({ after: next })} className="text-brand-800 font-semibold underline">
          {t("nextPage")}
        </Link>
      )}
    </nav>
  );
}

/** Said after a change that led back here ("Saved. It is live on the site."). */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="border-brand-600 bg-brand-50 text-brand-900 mb-4 rounded-md border p-3"
    >
      {children}
    </p>
  );
}

/** The rows of a list: each a link to its form, with a line of details. */
export function RowList({
  rows,
  empty,
}: {
  rows: { key: string | number; href: string; title: string; details: string }[];
  empty: string;
}) {
  if (rows.length === 0) return <p className="mt-4 text-slate-700">{empty}</p>;
  return (
    <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {rows.map((row) => (
        <li key={row.key} className="px-4 py-3">
          <Link href={row.href} className="text-brand-800 font-semibold underline">
            {row.title}
          </Link>
          <p className="text-sm text-slate-600">{row.details}</p>
        </li>
      ))}
    </ul>
  );
}
