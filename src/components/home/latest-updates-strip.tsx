import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { formatPostedOn, toIsoDate } from "@/lib/dates";
import { updateHref } from "@/lib/update-urls";
import { getLatestUpdateSummaries } from "@/server/feed/queries";
import { getPageLocale } from "@/server/i18n/locale";
import { contentDir } from "@/lib/bidi";

/** The newest updates on the home page; read at request time, never at build. */
export async function LatestUpdatesStrip() {
  await connection();
  const [t, items, locale] = await Promise.all([
    getTranslations("Home"),
    getLatestUpdateSummaries(3),
    getPageLocale(),
  ]);
  return (
    <section aria-labelledby="home-latest" className="mx-auto max-w-7xl px-4 py-8">
      <h2 id="home-latest" className="text-xl font-semibold">
        {t("latestHeading")}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-slate-600">{t("latestEmpty")}</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {items.map((item) => (
            <li key={item.id} className="rounded-lg border border-slate-200 bg-white p-4">
              <time dateTime={toIsoDate(item.postedAt)} className="text-xs text-slate-600">
                {formatPostedOn(item.postedAt, locale)}
              </time>
              <p dir={contentDir(item.title)} className="mt-1 font-medium">
                <Link href={updateHref(item)} className="hover:text-brand-800 hover:underline">
                  {item.title}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
      <Link href="/latest" className="text-brand-700 mt-4 inline-block font-medium underline">
        {t("latestAll")}
      </Link>
    </section>
  );
}
