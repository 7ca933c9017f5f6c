import { getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import type { PageHit } from "@/server/search/pages";

/** The site's written pages that match (guides, the privacy policy, the FAQ); nothing when none. */
export async function PageHits({ pages }: { pages: readonly PageHit[] }) {
  if (pages.length === 0) return null;
  const t = await getTranslations("Pages");
  return (
    <section aria-labelledby="search-pages">
      <h2 id="search-pages" className="text-lg font-semibold text-slate-900">
        {t("searchHeading")}
      </h2>
      <ul className="mt-3 space-y-2">
        {pages.map((page) => (
          <li key={page.path}>
            <Link href={page.path} className="text-brand-700 font-semibold underline">
              {page.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
