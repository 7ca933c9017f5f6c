import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { WifiOff } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { buttonClass } from "@/components/ui/button-styles";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Offline");
  return { title: t("pageTitle"), robots: { index: false, follow: false } };
}

/**
 * What the service worker shows for a page never opened while there is no connection (issue 17).
 * It keeps this page when it installs and writes the pages it has into the marked list
 * (public/sw.js); opened directly, the list says there are none.
 */
export default async function OfflinePage() {
  const t = await getTranslations("Offline");
  return (
    <section className="mx-auto flex max-w-xl flex-col px-4 py-16">
      <span className="flex size-16 items-center justify-center self-center rounded-full bg-amber-100 text-amber-800">
        <WifiOff aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-center text-3xl font-bold tracking-tight text-slate-900">
        {t("heading")}
      </h1>
      <p className="mt-3 text-center text-lg text-slate-700">{t("text")}</p>
      <h2 className="mt-10 text-xl font-semibold text-slate-900">{t("savedHeading")}</h2>
      {/* public/sw.js replaces this element's content with links to the pages it keeps. */}
      <div
        data-offline-list=""
        className="[&_a]:text-brand-700 mt-3 text-slate-700 [&_a]:font-medium [&_a]:underline [&_li]:py-2 [&_ul]:divide-y [&_ul]:divide-slate-200"
      >
        <p>{t("savedNone")}</p>
      </div>
      <Link href="/" className={`${buttonClass("outline")} mt-10 self-center`}>
        {t("home")}
      </Link>
    </section>
  );
}
