import { Search } from "@/components/ui/icons";

type Props = {
  id: string;
  label: string;
  placeholder: string;
  submit: string;
  defaultValue?: string;
  className?: string;
};

/** A plain GET form to /search?q=, so it works before (and without) JavaScript. */
export function SearchForm({
  id,
  label,
  placeholder,
  submit,
  defaultValue,
  className = "",
}: Props) {
  return (
    // Named, as a page may hold two search landmarks (the header's and the search page's).
    <form
      action="/search"
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
        name="q"
        defaultValue={defaultValue}
        placeholder={placeholder}
        maxLength={200}
        className="focus:border-brand-600 w-full rounded-full border border-slate-300 bg-white py-2 pr-11 pl-4 text-sm text-slate-900 placeholder:text-slate-500"
      />
      <button
        type="submit"
        aria-label={submit}
        className="text-brand-700 hover:bg-brand-50 absolute inset-y-1 right-1 flex items-center rounded-full px-2.5"
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
    </form>
  );
}
