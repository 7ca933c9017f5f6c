import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button-styles";
import { Search } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { getSiteNavigation } from "./nav-model";
import { NotFoundMark } from "./not-found-screen";
import { SearchForm } from "./search-form";

type Props = {
  title: string;
  text: string;
  /** What the search box holds at first: the words the address still carries. */
  searchText: string;
  /** The way back to where it was listed, most specific first. */
  links: readonly { href: string; label: string }[];
};

/**
 * An update or lecture that is not there (deleted, or a link cut short): a 404 that says so,
 * with a search for it and the way back to its list (decision 0056). Any other address keeps
 * the spec's Coming Soon (NotFoundScreen).
 */
export async function MissingContent({ title, text, searchText, links }: Props) {
  const [t, tSearch, nav] = await Promise.all([
    getTranslations("Missing"),
    getTranslations("Search"),
    getSiteNavigation(),
  ]);
  return (
    <>
      <NotFoundMark />
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
        <span className="bg-brand-100 text-brand-700 flex size-16 items-center justify-center rounded-full">
          <Search aria-hidden="true" className="size-8" />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-3 text-lg text-slate-700">{text}</p>
        <p className="mt-6 text-slate-700">{t("searchHint")}</p>
        <SearchForm
          id="missing-q"
          label={t("searchLabel")}
          placeholder={nav.search.placeholder}
          submit={tSearch("submit")}
          defaultValue={searchText}
          className="mt-3 w-full max-w-md"
        />
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {links.map((link, index) => (
            <Link
              key={link.href}
              href={link.href}
              className={buttonClass(index === 0 ? "primary" : "outline")}
            >
              {link.label}
            </Link>
          ))}
        </div>
      </section>
    </>
  );
}

/** The head of such a page: its own title, and no search engine keeps it. */
export function missingMetadata(title: string): Metadata {
  return { title, robots: { index: false } };
}
