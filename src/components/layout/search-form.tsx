import { Search } from "@/components/ui/icons";
import { getLocalePath, getPageLocale } from "@/server/i18n/locale";

type Props = {
  id: string;
  label: string;
  placeholder: string;
  submit: string;
  defaultValue?: string;
  /** The cursor starts in the box (the search page without a query). */
  autoFocus?: boolean;
  className?: string;
};

/** A plain GET form to /search?q= (in the page's language), so it works without JavaScript. */
export async function SearchForm({
  id,
  label,
  placeholder,
  submit,
  defaultValue,
  autoFocus = false,
  className = "",
}: Props) {
  const [inLocale, locale] = await Promise.all([getLocalePath(), getPageLocale()]);
  // The room for the button is on the page's end side whichever way the typed words run
  // (dir="auto": "newton" on an Urdu page runs left to right up to the button), so the
  // padding is physical, chosen by the page's language (decision 0042).
  const padding = locale === "ur" ? "pl-11 pr-4" : "pl-4 pr-11";
  return (
    // Named, as a page may hold two search landmarks (the header's and the search page's).
    <form
      action={inLocale("/search")}
      method="get"
      role="search"
      aria-label={label}
      className={`relative ${className}`}
    >
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        dir="auto"
        name="q"
        defaultValue={defaultValue}
        autoFocus={autoFocus}
        placeholder={placeholder}
        maxLength={200}
        className={`focus:border-brand-600 w-full rounded-full border border-slate-300 bg-white py-2 ${padding} text-sm text-slate-900 placeholder:text-slate-500`}
      />
      <button
        type="submit"
        aria-label={submit}
        className="text-brand-700 hover:bg-brand-50 absolute inset-y-1 end-1 flex items-center rounded-full px-2.5"
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
    </form>
  );
}
