import { getTranslations } from "next-intl/server";

/** The spec's page for every path without a screen of its own (spec section 2, "Any other path"). */
export async function ComingSoon() {
  const t = await getTranslations("ComingSoon");
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t("title")}</h1>
      <p className="mt-4 text-lg text-slate-600">{t("body")}</p>
    </section>
  );
}
