import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ComingSoon } from "@/components/layout/coming-soon";
import { NotFoundScreen, notFoundMetadata } from "@/components/layout/not-found-screen";
import { allNavigationHrefs } from "@/content/navigation";

/*
 * A library path with nothing to show answers as the catch-all page would: a destination the
 * menu names (a kind and class without documents, "more", another coaching category) is Coming
 * Soon, kept out of search results; anything else is the 404 screen.
 */
const menuPaths = new Set(allNavigationHrefs());

export async function fallbackMetadata(path: string): Promise<Metadata> {
  if (!menuPaths.has(path)) return notFoundMetadata();
  const t = await getTranslations("ComingSoon");
  return { title: t("title"), robots: { index: false, follow: true } };
}

export function MenuFallback({ path }: { path: string }) {
  return menuPaths.has(path) ? <ComingSoon /> : <NotFoundScreen />;
}
