import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { WifiOff } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { buttonClass } from "@/components/ui/button-styles";
import { escapeHtml } from "@/lib/escape-html";

/** The lists the service worker fills: links, one a line. */
const LIST =
  "[&_a]:text-brand-700 mt-3 text-slate-700 [&_a]:font-medium [&_a]:underline [&_li]:py-2 [&_ul]:divide-y [&_ul]:divide-slate-200";

/** The Remove form public/sw.js copies beside each saved document, its value filled in. */
function removeForm(label: string): string {
  return (
    '<form method="post"><input type="hidden" name="remove" value=""/>' +
    '<button type="submit" class="border-brand-700 text-brand-800 rounded-md border px-3 py-1 text-sm font-semibold">' +
    `${escapeHtml(label)}</button></form>`
  );
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Offline");
  return { title: t("pageTitle"), robots: { index: false, follow: false } };
}

/**
 * What the service worker shows for a page never opened while there is no connection (issue 17).
 * It keeps this page when it installs and writes the pages it has and the library documents
 * saved for offline into the marked lists (public/sw.js), also when it is opened directly.
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
      <div data-offline-list="" className={LIST}>
        <p>{t("savedNone")}</p>
      </div>
      <h2 className="mt-10 text-xl font-semibold text-slate-900">{t("documentsHeading")}</h2>
      {/* public/sw.js lists the saved library documents here, each with this Remove form. */}
      <div
        data-offline-saved=""
        className={`${LIST} [&_li]:flex [&_li]:flex-wrap [&_li]:items-center [&_li]:justify-between [&_li]:gap-3`}
      >
        <p>{t("documentsNone")}</p>
      </div>
      {/* Its form as markup, not elements: React cannot hydrate a template's children (they are
          its content fragment, not its child nodes). */}
      <template
        data-offline-remove=""
        dangerouslySetInnerHTML={{ __html: removeForm(t("remove")) }}
      />
      <Link href="/" className={`${buttonClass("outline")} mt-10 self-center`}>
        {t("home")}
      </Link>
    </section>
  );
}
