import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotFoundMark, notFoundMetadata } from "@/components/layout/not-found-screen";

export function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata();
}

/**
 * Next.js's own not-found screen: a page never shows it (each renders its Coming Soon screen in
 * place, decision 0014; the workspace has its own), but Next.js puts it into every page's data.
 * So it is the screen's title alone, under the header's way home, not the whole screen (0108).
 */
export default async function NotFound() {
  const t = await getTranslations("ComingSoon");
  return (
    <h1 className="px-4 py-20 text-center text-3xl font-bold">
      <NotFoundMark />
      {t("title")}
    </h1>
  );
}
