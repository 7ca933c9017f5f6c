import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotFoundMark, notFoundMetadata } from "@/components/layout/not-found-screen";
import { Link } from "@/components/ui/link";

export function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata();
}

/**
 * Next.js's own not-found screen: a page never shows it (each renders its Coming Soon screen in
 * place, decision 0014; the workspace has its own), but Next.js puts it into every page's data.
 * So it is the screen's title and the way home alone, not the whole screen (decision 0100).
 */
export default async function NotFound() {
  const t = await getTranslations("ComingSoon");
  return (
    <section className="px-4 py-20 text-center">
      <NotFoundMark />
      <h1 className="mb-6 text-3xl font-bold">{t("title")}</h1>
      <Link href="/" className="underline">
        {t("home")}
      </Link>
    </section>
  );
}
