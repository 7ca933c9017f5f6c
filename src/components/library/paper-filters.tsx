import { Link } from "@/components/ui/link";
import { librarySubjectHref } from "@/lib/library-urls";
import type { LibraryNames } from "@/server/library/names";
import {
  FILTER_FIELDS,
  type FilterField,
  type Filters,
  type Place,
} from "@/server/library/queries";

const CHIP = "rounded-full border px-3 py-1 text-sm";
const ON = `${CHIP} border-brand-700 bg-brand-700 text-white`;
const OFF = `${CHIP} border-slate-300 bg-white text-slate-800 hover:border-brand-600`;

/**
 * The past papers' filters as links (decision 0077): each choice is its own address, shareable
 * and kept like any page, and works without JavaScript. A filter shows when its documents differ.
 */
export function PaperFilters({
  place,
  filters,
  values,
  names,
}: {
  place: Place;
  filters: Filters;
  values: Record<FilterField, string[]>;
  names: LibraryNames;
}) {
  const shown = FILTER_FIELDS.filter((field) => values[field].length > 1 || filters[field]);
  if (shown.length === 0) return null;
  return (
    <nav aria-label={names.t("filtersHeading")} className="mb-6 grid gap-3">
      <h2 className="text-lg font-semibold text-slate-900">{names.t("filtersHeading")}</h2>
      {shown.map((field) => {
        const choose = (value: string | undefined) =>
          librarySubjectHref(place, { ...filters, [field]: value });
        const options = [
          { value: undefined, label: names.t("filterAll") },
          ...values[field].map((value) => ({ value, label: names.value(field, value) })),
        ];
        return (
          <div key={field} className="flex flex-wrap items-center gap-2">
            <span className="w-16 text-sm font-medium text-slate-700">
              {names.t(`fields.${field}`)}
            </span>
            <ul className="flex flex-wrap gap-2">
              {options.map((option) => {
                const current = filters[field] === option.value;
                return (
                  <li key={option.value ?? "all"}>
                    <Link
                      href={choose(option.value)}
                      aria-current={current ? "page" : undefined}
                      className={current ? ON : OFF}
                    >
                      {option.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
