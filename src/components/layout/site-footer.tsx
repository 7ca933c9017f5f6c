import { getTranslations } from "next-intl/server";

export async function SiteFooter() {
  const t = await getTranslations("Footer");
  return (
    <footer className="bg-brand-900 text-brand-50 px-4 py-8 text-sm">
      <p className="mx-auto max-w-7xl">{t("copyright", { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
