import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Workspace");
  return { title: t("forbiddenTitle"), robots: { index: false, follow: false } };
}

/** 403: signed in, but this account's role may not open the page (the workspace, for students). */
export default async function Forbidden() {
  const t = await getTranslations("Workspace");
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t("forbiddenTitle")}</h1>
      <p className="mt-3 text-lg text-slate-700">{t("forbiddenText")}</p>
      <Link
        href="/"
        className="bg-brand-700 hover:bg-brand-800 mt-8 inline-block rounded-md px-5 py-2.5 font-semibold text-white"
      >
        {t("forbiddenHome")}
      </Link>
    </section>
  );
}
